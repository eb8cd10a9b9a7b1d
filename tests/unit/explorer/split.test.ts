import { describe, expect, it } from 'vitest';
import { makeBox, type Box, type Vec3 } from '@/lib/explorer/box';
import { chunkCounts2d, split1d, split2d } from '@/lib/explorer/split';

const b1 = (from: number, to: number): Box => makeBox([from, 0, 0], [to, 1, 1]);
const b2 = (r0: number, c0: number, r1: number, c1: number): Box => makeBox([r0, c0, 0], [r1, c1, 1]);
const ONE: Vec3 = [1, 1, 1];

// All expectations follow src/split.cc at master: compute_small_and_large_chunks gives each chunk the even
// share rounded down to the granularity and hands the rest out one granularity unit at a time to the first
// chunks; split_1d caps the count at extent / granularity; split_2d factorizes the count (see below).
describe('split1d', () => {
  it('gives the leftover items to the first chunks: 10 items in 3 chunks are 4, 3, 3', () => {
    expect(split1d(b1(0, 10), ONE, 3)).toEqual([b1(0, 4), b1(4, 7), b1(7, 10)]);
  });

  it('rounds a share that is not a multiple of the granularity down, then adds whole units to the first chunks', () => {
    // 20 items, granularity 4, 3 chunks: the share 6.67 rounds down to 4; the 8 items left are two units,
    // so the first two chunks get 8 each and the last 4.
    expect(split1d(b1(0, 20), [4, 1, 1], 3)).toEqual([b1(0, 8), b1(8, 16), b1(16, 20)]);
  });

  it('makes fewer chunks when there are more devices than work', () => {
    expect(split1d(b1(0, 3), ONE, 8)).toEqual([b1(0, 1), b1(1, 2), b1(2, 3)]);
    // Only two granularity units of 4 in 8 items: two chunks, not three.
    expect(split1d(b1(0, 8), [4, 1, 1], 3)).toEqual([b1(0, 4), b1(4, 8)]);
  });

  it('cuts along dimension 0 from the box offset and leaves the other dimensions whole', () => {
    expect(split1d(b2(10, 0, 20, 5), ONE, 2)).toEqual([b2(10, 0, 15, 5), b2(15, 0, 20, 5)]);
  });

  it('refuses input the runtime asserts against', () => {
    expect(() => split1d(b1(0, 10), [4, 1, 1], 2)).toThrow(
      'the extent 10 in dimension 0 is not a multiple of the granularity 4',
    );
    expect(() => split1d(b1(0, 10), ONE, 0)).toThrow(
      'the number of chunks must be a positive integer, got 0',
    );
  });
});

// split_2d starts at factor ⌊√count⌋ and walks down to 1 through the divisors of count; for each factor,
// assign_split_factors_2d tries (f0, f1) and (f1, f0) and keeps the one with more chunks under the
// granularity; on a tie, a square-ish box (√area / extent0 in (0.95, 1.05)) takes the larger factor in
// dimension 0, any other the smaller sum extent0 / chunks0 + extent1 / chunks1, else (f1, f0).
describe('split2d', () => {
  it('splits a square box with the larger factor along dimension 0: 8 chunks of 128 × 128 are 4 × 2', () => {
    const chunks = split2d(b2(0, 0, 128, 128), ONE, 8);
    expect(chunkCounts2d(b2(0, 0, 128, 128), ONE, 8)).toEqual([4, 2]);
    expect(chunks).toHaveLength(8);
    // Row by row, dimension 1 fastest.
    expect(chunks.slice(0, 3)).toEqual([b2(0, 0, 32, 64), b2(0, 64, 32, 128), b2(32, 0, 64, 64)]);
    expect(chunks[7]).toEqual(b2(96, 64, 128, 128));
  });

  it('splits an oblong box so that the chunk edges are shortest: 8 chunks of 64 × 256 are 2 × 4', () => {
    // (2, 4): 64/2 + 256/4 = 96; (4, 2): 64/4 + 256/2 = 144.
    expect(chunkCounts2d(b2(0, 0, 64, 256), ONE, 8)).toEqual([2, 4]);
    expect(split2d(b2(0, 0, 64, 256), ONE, 8)[1]).toEqual(b2(0, 64, 32, 128));
  });

  it('takes (f1, f0), i.e. more chunks along dimension 0, when the edge sums tie as well', () => {
    // 2 chunks of 3 × 4 (not square: √12 / 3 ≈ 1.15): (1, 2) gives 3 + 2, (2, 1) gives 1 + 4, both 5.
    expect(split2d(b2(0, 0, 3, 4), ONE, 2)).toEqual([b2(0, 0, 2, 4), b2(2, 0, 3, 4)]);
    // 4 × 3 (√12 / 4 ≈ 0.87): 4 + 1 against 2 + 3, again a tie, again along dimension 0.
    expect(split2d(b2(0, 0, 4, 3), ONE, 2)).toEqual([b2(0, 0, 2, 3), b2(2, 0, 4, 3)]);
  });

  it('measures squareness with the area in all three dimensions', () => {
    // 15 × 16 is square-ish (√240 / 15 ≈ 1.03): 6 chunks as 3 × 2. With a depth of 4 the ratio is 2.07, so the
    // edge sums decide: (2, 3) gives 7 + 5 = 12 against (3, 2) with 5 + 8 = 13.
    expect(chunkCounts2d(b2(0, 0, 15, 16), ONE, 6)).toEqual([3, 2]);
    const deep = makeBox([0, 0, 0], [15, 16, 4]);
    expect(chunkCounts2d(deep, ONE, 6)).toEqual([2, 3]);
    expect(split2d(deep, ONE, 6).slice(0, 3)).toEqual([
      makeBox([0, 0, 0], [8, 6, 4]),
      makeBox([0, 6, 0], [8, 11, 4]),
      makeBox([0, 11, 0], [8, 16, 4]),
    ]);
  });

  it('falls back to a less balanced factorization when the granularity blocks the balanced one', () => {
    // 9 chunks of 2 × 100: 3 × 3 fits only 2 × 3 = 6, so factor 1 gives 1 × 9.
    expect(chunkCounts2d(b2(0, 0, 2, 100), ONE, 9)).toEqual([1, 9]);
    const chunks = split2d(b2(0, 0, 2, 100), ONE, 9);
    expect(chunks.slice(0, 2)).toEqual([b2(0, 0, 2, 12), b2(0, 12, 2, 23)]);
  });

  it('keeps the best count when no factorization reaches it (more devices than work)', () => {
    // 8 chunks of 2 × 3: (2, 4) fits 2 × 3 = 6 items, (1, 8) only 3; six one-item chunks.
    expect(split2d(b2(0, 0, 2, 3), ONE, 8)).toEqual([
      b2(0, 0, 1, 1),
      b2(0, 1, 1, 2),
      b2(0, 2, 1, 3),
      b2(1, 0, 2, 1),
      b2(1, 1, 2, 2),
      b2(1, 2, 2, 3),
    ]);
  });

  it('respects the granularity per dimension', () => {
    // 4 chunks of 8 × 12 with granularity 4 × 4: 2 × 2 units of 4 in dimension 0 and 3 in dimension 1.
    expect(split2d(b2(0, 0, 8, 12), [4, 4, 1], 4)).toEqual([
      b2(0, 0, 4, 8),
      b2(0, 8, 4, 12),
      b2(4, 0, 8, 8),
      b2(4, 8, 8, 12),
    ]);
  });
});
