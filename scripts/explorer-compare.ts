// npx tsx scripts/explorer-compare.ts --source <celerity-runtime checkout>
// Compiles the runtime's split_1d/split_2d (src/split.cc of the given checkout, with its headers) with
// g++ against small stand-ins written here for what those headers include from outside the library
// (SYCL, the generated version.h, gch::small_vector), runs it on a grid of boxes, granularities and
// chunk counts, and compares every chunk list with lib/explorer/split.ts. Nothing of the checkout is
// copied: it is compiled in place into a temporary directory that is removed afterwards.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { makeBox, type Box, type Vec3 } from '@/lib/explorer/box';
import { split1d, split2d } from '@/lib/explorer/split';

// Only what include/ranges.h converts to and from (component access and braced construction), and the
// standard headers a real SYCL header brings along and the runtime's headers rely on.
const SYCL_STAND_IN = `#pragma once
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

const VERSION_STAND_IN = `#pragma once
#define CELERITY_SYCL_IS_ACPP 0
#define CELERITY_SYCL_IS_DPCPP 0
#define CELERITY_SYCL_IS_SIMSYCL 0
#define CELERITY_ACCESSOR_BOUNDARY_CHECK 0
`;

const SMALL_VECTOR_STAND_IN = `#pragma once
#include <memory>
#include <vector>
namespace gch {
template <typename T, unsigned InlineCapacity = 0, typename Allocator = std::allocator<T>>
using small_vector = std::vector<T, Allocator>;
}
`;

// Reads "1d|2d offset0 r0 r1 r2 g0 g1 g2 count" per line and prints each chunk as min-max.
const DRIVER = `#include "split.h"
#include <cstdio>
#include <iostream>
#include <string>
int main() {
  using namespace celerity;
  using namespace celerity::detail;
  std::string kind;
  std::size_t o0, r0, r1, r2, g0, g1, g2, count;
  while(std::cin >> kind >> o0 >> r0 >> r1 >> r2 >> g0 >> g1 >> g2 >> count) {
    const box<3> full(id<3>(o0, 0, 0), id<3>(o0 + r0, r1, r2));
    const range<3> granularity(g0, g1, g2);
    const auto chunks = kind == "1d" ? split_1d(full, granularity, count) : split_2d(full, granularity, count);
    for(const auto& c : chunks) {
      const id<3> min = c.get_min(), max = c.get_max();
      std::printf("%zu,%zu,%zu-%zu,%zu,%zu;", min[0], min[1], min[2], max[0], max[1], max[2]);
    }
    std::printf("\\n");
  }
}
`;

interface Case {
  kind: '1d' | '2d';
  offset: number;
  range: Vec3;
  granularity: Vec3;
  count: number;
}

function* cases(): Generator<Case> {
  const counts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 24, 64];
  for (const r0 of [1, 2, 3, 5, 7, 8, 10, 16, 20, 33, 64, 100, 4096]) {
    for (const g0 of [1, 2, 3, 4, 8]) {
      if (r0 % g0 !== 0) continue;
      for (const count of counts)
        yield { kind: '1d', offset: 5, range: [r0, 1, 1], granularity: [g0, 1, 1], count };
    }
  }
  const extents = [1, 2, 3, 4, 5, 8, 12, 15, 16, 24, 64, 100, 128];
  const granularities: [number, number][] = [
    [1, 1],
    [2, 2],
    [4, 1],
    [1, 4],
    [8, 8],
  ];
  for (const r0 of extents) {
    for (const r1 of extents) {
      for (const r2 of [1, 4]) {
        for (const [g0, g1] of granularities) {
          if (r0 % g0 !== 0 || r1 % g1 !== 0) continue;
          for (const count of counts)
            yield { kind: '2d', offset: 0, range: [r0, r1, r2], granularity: [g0, g1, 1], count };
        }
      }
    }
  }
}

const format = (chunks: Box[]) => chunks.map((c) => `${c.min.join(',')}-${c.max.join(',')};`).join('');

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { source: { type: 'string' } } });
  const source = values.source;
  if (!source) throw new Error('usage: explorer-compare --source <celerity-runtime checkout>');
  for (const file of [
    'src/split.cc',
    'include/split.h',
    'include/grid.h',
    'include/ranges.h',
    'include/workaround.h',
  ]) {
    if (!existsSync(path.join(source, file)))
      throw new Error(`${source} has no ${file}: is it a celerity-runtime checkout?`);
  }
  // Up to v0.6.0 the split functions took chunk<3> and their headers need much more of SYCL.
  if (
    !/std::vector<box<3>>\s+split_1d/.test(await readFile(path.join(source, 'include', 'split.h'), 'utf8'))
  ) {
    throw new Error(`${source}/include/split.h does not declare split_1d on box<3>: compare v0.7.0 or later`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'explorer-compare-'));
  try {
    await mkdir(path.join(dir, 'sycl'));
    await mkdir(path.join(dir, 'gch'));
    await writeFile(path.join(dir, 'sycl', 'sycl.hpp'), SYCL_STAND_IN);
    await writeFile(path.join(dir, 'version.h'), VERSION_STAND_IN);
    await writeFile(path.join(dir, 'gch', 'small_vector.hpp'), SMALL_VECTOR_STAND_IN);
    await writeFile(path.join(dir, 'driver.cc'), DRIVER);
    const binary = path.join(dir, 'split-driver');
    // NDEBUG: the runtime's post-split sanity check needs src/grid.cc and its logging dependencies.
    execFileSync(
      'g++',
      [
        '-std=c++20',
        '-O1',
        '-DNDEBUG',

        `-I${dir}`,
        `-I${path.join(source, 'include')}`,
        path.join(source, 'src', 'split.cc'),
        path.join(dir, 'driver.cc'),
        '-o',
        binary,
      ],
      { stdio: 'inherit' },
    );

    const all = [...cases()];
    const input =
      all.map((c) => [c.kind, c.offset, ...c.range, ...c.granularity, c.count].join(' ')).join('\n') + '\n';
    const theirs = execFileSync(binary, { input, maxBuffer: 256 << 20 })
      .toString()
      .split('\n');
    let mismatches = 0;
    all.forEach((c, i) => {
      const full = makeBox([c.offset, 0, 0], [c.offset + c.range[0], c.range[1], c.range[2]]);
      const ours = format((c.kind === '1d' ? split1d : split2d)(full, c.granularity, c.count));
      if (ours !== theirs[i]) {
        mismatches++;
        if (mismatches <= 10)
          console.log(`mismatch ${JSON.stringify(c)}\n  runtime: ${theirs[i]}\n  ours:    ${ours}`);
      }
    });
    console.log(`${all.length - mismatches} passed, ${mismatches} failed`);
    return mismatches === 0 ? 0 : 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
