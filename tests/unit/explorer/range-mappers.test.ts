import { describe, expect, it } from 'vitest';
import { makeBox, type Box, type Dims, type Vec3 } from '@/lib/explorer/box';
import { type RangeMapper } from '@/lib/explorer/range-mapper-spec';
import { mapChunk, mapperChunk } from '@/lib/explorer/range-mappers';

const b1 = (from: number, to: number): Box => makeBox([from, 0, 0], [to, 1, 1]);
const b2 = (r0: number, c0: number, r1: number, c1: number): Box => makeBox([r0, c0, 0], [r1, c1, 1]);

/** What `mapper` gives the chunk `box` of a kernel of `globalSize`, for a buffer of `bufferRange`. */
function map(
  mapper: RangeMapper,
  dims: Dims,
  box: Box,
  globalSize: Vec3,
  bufferDims: Dims,
  bufferRange: Vec3,
) {
  return mapChunk(mapper, mapperChunk(dims, box, globalSize), { dims: bufferDims, range: bufferRange });
}
const map2 = (mapper: RangeMapper, box: Box, buffer: Vec3 = [8, 8, 1]) =>
  map(mapper, 2, box, [8, 8, 1], 2, buffer);

// The mappers of include/range_mapper.h at master; the runtime intersects every result with the buffer
// (clamp_region_to_buffer_size), so nothing reaches past its edges.
describe('built-in range mappers', () => {
  it('one_to_one: the chunk itself, clamped when the kernel is larger than the buffer', () => {
    expect(map2({ kind: 'one_to_one' }, b2(2, 0, 4, 8))).toEqual([b2(2, 0, 4, 8)]);
    expect(map({ kind: 'one_to_one' }, 1, b1(6, 10), [10, 1, 1], 1, [8, 1, 1])).toEqual([b1(6, 8)]);
  });

  it('fixed: the same subrange for every chunk, clamped to the buffer', () => {
    const fixed: RangeMapper = { kind: 'fixed', offset: [1, 1], range: [4, 4] };
    expect(map2(fixed, b2(0, 0, 1, 1), [4, 4, 1])).toEqual([b2(1, 1, 4, 4)]);
    // A fixed 1D subrange read by a 2D kernel.
    const row: RangeMapper = { kind: 'fixed', offset: [2], range: [3] };
    expect(map(row, 2, b2(0, 0, 4, 4), [8, 8, 1], 1, [16, 1, 1])).toEqual([b1(2, 5)]);
  });

  it('all: the whole buffer, whatever the kernel', () => {
    expect(map({ kind: 'all' }, 1, b1(0, 2), [4, 1, 1], 2, [3, 5, 1])).toEqual([b2(0, 0, 3, 5)]);
  });

  it('slice: the chunk, extended over the whole buffer in one dimension', () => {
    expect(map2({ kind: 'slice', dim: 1 }, b2(2, 3, 4, 5), [8, 6, 1])).toEqual([b2(2, 0, 4, 6)]);
    expect(map2({ kind: 'slice', dim: 0 }, b2(2, 3, 4, 5), [8, 6, 1])).toEqual([b2(0, 3, 8, 5)]);
  });

  it('neighborhood: a bounding box around the chunk, stopping at 0 and clamped at the far edge', () => {
    const stencil: RangeMapper = { kind: 'neighborhood', extent: [1, 1] };
    expect(map2(stencil, b2(2, 2, 4, 4))).toEqual([b2(1, 1, 5, 5)]);
    expect(map2(stencil, b2(0, 4, 4, 8))).toEqual([b2(0, 3, 5, 8)]);
    expect(map({ kind: 'neighborhood', extent: [2] }, 1, b1(8, 10), [10, 1, 1], 1, [10, 1, 1])).toEqual([
      b1(6, 10),
    ]);
  });

  it('neighborhood along axes (from v0.7.0): a "+" without the diagonal corners', () => {
    const plus: RangeMapper = { kind: 'neighborhood', extent: [1, 1], shape: 'along_axes' };
    expect(map2(plus, b2(2, 2, 4, 4))).toEqual([b2(1, 2, 2, 4), b2(2, 1, 4, 5), b2(4, 2, 5, 4)]);
    // At the corner of the buffer the arms that would leave it are cut off.
    expect(map2(plus, b2(0, 0, 2, 2))).toEqual([b2(0, 0, 2, 3), b2(2, 0, 3, 2)]);
    // In 3D: the chunk and six arms, one element deep.
    const plus3: RangeMapper = { kind: 'neighborhood', extent: [1, 1, 1], shape: 'along_axes' };
    const region = map(plus3, 3, makeBox([1, 1, 1], [2, 2, 2]), [3, 3, 3], 3, [3, 3, 3]);
    expect(
      region.reduce(
        (n, box) => n + (box.max[0] - box.min[0]) * (box.max[1] - box.min[1]) * (box.max[2] - box.min[2]),
        0,
      ),
    ).toBe(7);
  });

  // A mapper that takes no chunk of the kernel's dimensionality, or gives no subrange of the buffer's,
  // compiles but throws when the command group is submitted (include/range_mapper.h, invoke_range_mapper
  // and throw_invalid_range_mapper_args): one_to_one, slice<Dims> and neighborhood<Dims> take chunk<Dims>
  // and give subrange<Dims>; even_split<BufferDims> takes chunk<1>; the transposing lambda takes chunk<2>.
  const invalid = (k: number, b: number) =>
    `Invalid range mapper dimensionality: ${k}-dimensional kernel submitted with a requirement whose range mapper is neither invocable for chunk<${k}> nor (chunk<${k}>, range<${b}>) to produce subrange<${b}>`;
  it("refuses a kernel and buffer dimensionality the mapper does not take, in the runtime's words", () => {
    expect(() => map({ kind: 'one_to_one' }, 1, b1(0, 2), [4, 1, 1], 2, [4, 4, 1])).toThrow(
      `${invalid(1, 2)} (one_to_one needs a kernel and a buffer of the same dimensionality, got a 1D kernel and a 2D buffer)`,
    );
    expect(() => map({ kind: 'slice', dim: 0 }, 2, b2(0, 0, 2, 2), [8, 8, 1], 1, [8, 1, 1])).toThrow(
      `${invalid(2, 1)} (slice needs a kernel and a buffer of the same dimensionality`,
    );
    const stencil: RangeMapper = { kind: 'neighborhood', extent: [1, 1] };
    expect(() => map(stencil, 1, b1(0, 2), [8, 1, 1], 2, [8, 8, 1])).toThrow(invalid(1, 2));
    expect(() => map({ kind: 'transposed' }, 2, b2(0, 0, 2, 2), [8, 8, 1], 1, [8, 1, 1])).toThrow(
      `${invalid(2, 1)} (transposed needs a 2D kernel and a 2D buffer, got a 2D kernel and a 1D buffer)`,
    );
    expect(() => map({ kind: 'even_split' }, 2, b2(0, 0, 2, 2), [8, 8, 1], 2, [8, 8, 1])).toThrow(
      `${invalid(2, 2)} (even_split needs a 1D kernel, got a 2D kernel and a 2D buffer)`,
    );
  });

  it('maps a kernel to a buffer of another dimensionality where the mapper allows it', () => {
    // all and fixed<BufferDims> take a chunk of any dimensionality (include/range_mapper.h).
    expect(map({ kind: 'all' }, 2, b2(0, 0, 2, 2), [4, 4, 1], 1, [6, 1, 1])).toEqual([b1(0, 6)]);
    const rows: RangeMapper = { kind: 'fixed', offset: [1, 2], range: [2, 9] };
    expect(map(rows, 1, b1(0, 2), [4, 1, 1], 2, [4, 8, 1])).toEqual([b2(1, 2, 3, 8)]);
    // even_split<2> on a 1D host task of 3 items over a 10 × 3 buffer: rows 4, 3 and 3.
    expect(map({ kind: 'even_split' }, 1, b1(2, 3), [3, 1, 1], 2, [10, 3, 1])).toEqual([b2(7, 0, 10, 3)]);
  });

  it('refuses arguments that do not fit the buffer', () => {
    expect(() => map2({ kind: 'neighborhood', extent: [1] }, b2(0, 0, 2, 2))).toThrow(
      'neighborhood needs 2 non-negative integers as its extent, got [1]',
    );
    expect(() => map2({ kind: 'slice', dim: 2 }, b2(0, 0, 2, 2))).toThrow(
      'slice needs a dimension index from 0 to 1, got 2',
    );
    expect(() => map2({ kind: 'fixed', offset: [0, 0], range: [1] }, b2(0, 0, 2, 2))).toThrow(
      'fixed needs 2 non-negative integers as its range, got [1]',
    );
  });
});

describe('a custom range mapper: the transposed chunk', () => {
  it('reads the mirrored block of a 2D buffer, clamped like any mapper', () => {
    const transposed: RangeMapper = { kind: 'transposed' };
    expect(map2(transposed, b2(0, 4, 2, 8))).toEqual([b2(4, 0, 8, 2)]);
    expect(map(transposed, 2, b2(0, 4, 2, 8), [8, 8, 1], 2, [6, 8, 1])).toEqual([b2(4, 0, 6, 2)]);
  });
});

// experimental::access::even_split (include/range_mapper.h): each of the kernel's items gets
// ⌊size / items⌋ elements rounded down to the granularity, the first items one more granularity unit
// each while the remainder lasts, and the last item what is left below one unit.
describe('even_split', () => {
  const host = (
    from: number,
    to: number,
    items: number,
    buffer: Vec3,
    bufferDims: Dims,
    granularity?: number[],
  ) => map({ kind: 'even_split', granularity }, 1, b1(from, to), [items, 1, 1], bufferDims, buffer);

  it('hands out 10 elements to 3 items as 4, 3, 3', () => {
    expect([0, 1, 2].map((i) => host(i, i + 1, 3, [10, 1, 1], 1))).toEqual([
      [b1(0, 4)],
      [b1(4, 7)],
      [b1(7, 10)],
    ]);
  });

  it('gives the part below one granularity unit to the last item', () => {
    // 10 elements, granularity 4, 2 items: 4 each, and the 2 left over (less than a unit) go to the last.
    expect([0, 1].map((i) => host(i, i + 1, 2, [10, 1, 1], 1, [4]))).toEqual([[b1(0, 4)], [b1(4, 10)]]);
  });

  it('splits only dimension 0 of a 2D buffer, and covers a chunk of several items', () => {
    expect(host(1, 2, 3, [10, 3, 1], 2)).toEqual([b2(4, 0, 7, 3)]);
    expect(host(1, 3, 3, [10, 1, 1], 1)).toEqual([b1(4, 10)]);
  });
});
