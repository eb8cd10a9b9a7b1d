import { describe, expect, it } from 'vitest';
import { canShareUnit, groups, includedHeaders, sharedUnit } from '@/lib/samples/batch';
import type { SampleBlock } from '@/lib/samples/sample-block';

const block = (...lines: string[]): SampleBlock => ({
  file: 'content/docs/x.mdx',
  line: 10,
  lines,
  options: { prelude: 'auto' },
});

describe('samples that share a translation unit', () => {
  it('keeps blocks with directives or namespace definitions alone, hidden lines included', () => {
    expect(canShareUnit(block('#include <celerity.h>', 'celerity::queue q;'))).toBe(true);
    expect(canShareUnit(block('using namespace celerity;', 'namespace acc = celerity::access;'))).toBe(true);
    expect(canShareUnit(block('//% #include <map>', 'std::map<int, int> m;'))).toBe(false);
    expect(canShareUnit(block('#define N 16', 'int a[N];'))).toBe(false);
    expect(canShareUnit(block('namespace sycl {', 'template <> struct is_device_copyable<p> {};', '}'))).toBe(
      false,
    );
    expect(canShareUnit(block('namespace {', 'int x;', '}'))).toBe(false);
  });

  it('shares blocks whose only directives include headers the prelude has included already', () => {
    const withIncludes = block('#include <vector>', '//% #include <cstdint>', 'std::vector<std::uint8_t> v;');
    expect(includedHeaders(withIncludes)).toEqual(['vector', 'cstdint']);
    expect(canShareUnit(withIncludes)).toBe(false);
    expect(canShareUnit(withIncludes, new Set(['vector']))).toBe(false);
    expect(canShareUnit(withIncludes, new Set(['vector', 'cstdint']))).toBe(true);
    expect(canShareUnit(block('#include <vector>', '#define N 4'), new Set(['vector']))).toBe(false);
  });

  it('blanks the includes of pre-included headers in a shared unit, keeping every line in place', () => {
    const unit = sharedUnit(
      ['#line 3 "a.mdx"\n#include <vector>\n#include <map>\nint x;\n'],
      new Set(['vector']),
    );
    expect(unit).toContain('#line 3 "a.mdx"\n\n#include <map>\nint x;');
  });

  it('puts each unit in its own namespace after one include of the library', () => {
    const unit = sharedUnit(['#include <celerity.h>\nint main() {}\n', '#line 3 "a.mdx"\nint main() {}\n']);
    expect(unit.match(/#include <celerity\.h>/g)).toHaveLength(1);
    expect(unit).toContain('namespace celerity_sample_0 {\n\nint main() {}');
    expect(unit).toContain('namespace celerity_sample_1 {\n#line 3 "a.mdx"\nint main() {}');
  });

  it('splits into groups of the given size, in order', () => {
    expect(groups([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
