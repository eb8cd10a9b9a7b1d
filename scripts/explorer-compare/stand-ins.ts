// What scripts/explorer-compare.ts compiles beside the runtime's src/split.cc and src/grid.cc: small
// stand-ins, written here, for what their headers include from outside the library (a SYCL header,
// the version.h that CMake generates, gch::small_vector, and the one function of utils.h that grid.cc
// calls, whose real header needs fmt), and the driver that feeds them the comparison's inputs.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// What include/ranges.h converts to and from (component access, braced construction), and the standard
// headers that a real SYCL header brings along and the runtime's headers rely on.
const SYCL = `#pragma once
#include <cstddef>
#include <utility>
namespace sycl {
template <int Dims> struct coords {
  std::size_t v[Dims > 0 ? Dims : 1] = {};
  coords() = default;
  template <typename... T> coords(T... values) : v{static_cast<std::size_t>(values)...} {}
  std::size_t operator[](int d) const { return v[d]; }
  std::size_t& operator[](int d) { return v[d]; }
};
template <int Dims = 1> struct range : coords<Dims> { using coords<Dims>::coords; };
template <int Dims = 1> struct id : coords<Dims> { using coords<Dims>::coords; };
template <int Dims = 1> struct nd_range {
  nd_range(range<Dims> g, range<Dims> l, id<Dims> o = {}) : global(g), local(l), offset(o) {}
  range<Dims> get_global_range() const { return global; }
  range<Dims> get_local_range() const { return local; }
  id<Dims> get_offset() const { return offset; }
  range<Dims> global, local;
  id<Dims> offset;
};
}
`;

const VERSION = `#pragma once
#define CELERITY_SYCL_IS_ACPP 0
#define CELERITY_SYCL_IS_DPCPP 0
#define CELERITY_SYCL_IS_SIMSYCL 0
#define CELERITY_ACCESSOR_BOUNDARY_CHECK 0
`;

const SMALL_VECTOR = `#pragma once
#include <memory>
#include <vector>
namespace gch {
template <typename T, unsigned InlineCapacity = 0, typename Allocator = std::allocator<T>>
using small_vector = std::vector<T, Allocator>;
}
`;

const UTILS = `#pragma once
#include <cstdlib>
#include <functional>
namespace celerity::detail::utils {
[[noreturn]] inline void unreachable() { std::abort(); }
}
`;

// Reads lines "split 1d|2d offset0 r0 r1 r2 g0 g1 g2 count" and "region u|i|d n m <n + m boxes as
// min0 min1 min2 max0 max1 max2>", and prints the resulting boxes of each line as min-max;.
const DRIVER = `#include "grid.h"
#include "split.h"
#include <cstdio>
#include <iostream>
#include <string>
using namespace celerity;
using namespace celerity::detail;

static void print(const box<3>& b) {
  std::printf("%zu,%zu,%zu-%zu,%zu,%zu;", b.get_min()[0], b.get_min()[1], b.get_min()[2], b.get_max()[0], b.get_max()[1], b.get_max()[2]);
}

static region<3> read_region(std::size_t count) {
  box_vector<3> boxes;
  for(std::size_t i = 0; i < count; ++i) {
    std::size_t a, b, c, d, e, f;
    std::cin >> a >> b >> c >> d >> e >> f;
    boxes.push_back(box<3>(id<3>(a, b, c), id<3>(d, e, f)));
  }
  return region<3>(std::move(boxes));
}

int main() {
  std::string what, kind;
  while(std::cin >> what >> kind) {
    if(what == "split") {
      std::size_t o0, r0, r1, r2, g0, g1, g2, count;
      std::cin >> o0 >> r0 >> r1 >> r2 >> g0 >> g1 >> g2 >> count;
      const box<3> full(id<3>(o0, 0, 0), id<3>(o0 + r0, r1, r2));
      const range<3> granularity(g0, g1, g2);
      for(const auto& b : kind == "1d" ? split_1d(full, granularity, count) : split_2d(full, granularity, count)) print(b);
    } else {
      std::size_t n, m;
      std::cin >> n >> m;
      const auto a = read_region(n);
      const auto b = read_region(m);
      const auto r = kind == "u" ? region_union(a, b) : kind == "i" ? region_intersection(a, b) : region_difference(a, b);
      for(const auto& x : r.get_boxes()) print(x);
    }
    std::printf("\\n");
  }
}
`;

/** Writes the stand-ins and the driver into `dir`, which goes first on the include path. */
export async function writeStandIns(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'sycl'));
  await mkdir(path.join(dir, 'gch'));
  await writeFile(path.join(dir, 'sycl', 'sycl.hpp'), SYCL);
  await writeFile(path.join(dir, 'version.h'), VERSION);
  await writeFile(path.join(dir, 'gch', 'small_vector.hpp'), SMALL_VECTOR);
  await writeFile(path.join(dir, 'utils.h'), UTILS);
  const driver = path.join(dir, 'driver.cc');
  await writeFile(driver, DRIVER);
  return driver;
}
