/**
 * How the runtime cuts a box of work items into chunks (src/split.cc: split_1d, split_2d). Both give
 * at most `count` chunks and fewer when the granularity leaves too few whole units; every chunk is a
 * multiple of the granularity, and the chunks that get one unit more than the others come first.
 */
import { boxRange, makeBox, type Box, type Vec3 } from './box';

/** Chunk extents along one dimension cut into `count` pieces of whole granularity units. */
interface Extents {
  small: number;
  large: number;
  /** How many pieces (the first ones) get `large`. */
  numLarge: number;
}

// compute_small_and_large_chunks: each piece gets the even share rounded down to the granularity; what is
// left over goes out one granularity unit at a time to the leading pieces.
function extentsAlong(extent: number, granularity: number, count: number): Extents {
  const small = Math.floor(Math.floor(extent / count) / granularity) * granularity;
  return { small, large: small + granularity, numLarge: (extent - small * count) / granularity };
}

function pieceStart(extents: Extents, index: number): number {
  const large = Math.min(index, extents.numLarge);
  return large * extents.large + (index - large) * extents.small;
}

function pieceLength(extents: Extents, index: number): number {
  return index < extents.numLarge ? extents.large : extents.small;
}

function checkSplitInput(full: Box, granularity: Vec3, count: number): Vec3 {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`the number of chunks must be a positive integer, got ${count}`);
  }
  const range = boxRange(full);
  for (let d = 0; d < 3; d++) {
    const g = granularity[d]!;
    if (!Number.isSafeInteger(g) || g < 1) {
      throw new RangeError(`the granularity must be positive integers, got ${g} in dimension ${d}`);
    }
    if (range[d]! % g !== 0) {
      throw new RangeError(
        `the extent ${range[d]} in dimension ${d} is not a multiple of the granularity ${g}`,
      );
    }
  }
  return range;
}

/** Cuts `full` along dimension 0 only. */
export function split1d(full: Box, granularity: Vec3, count: number): Box[] {
  const range = checkSplitInput(full, granularity, count);
  const pieces = Math.min(count, range[0] / granularity[0]);
  const along0 = extentsAlong(range[0], granularity[0], pieces);
  const chunks: Box[] = [];
  for (let i = 0; i < pieces; i++) {
    const start = full.min[0] + pieceStart(along0, i);
    chunks.push(
      makeBox([start, full.min[1], full.min[2]], [start + pieceLength(along0, i), full.max[1], full.max[2]]),
    );
  }
  return chunks;
}

/**
 * Of the two ways to give the factors f0 = `factor` and f1 = count / factor to dimensions 0 and 1, the
 * one that yields more chunks under the granularity; on a tie, a square-ish box (√area within 5 % of its
 * dimension-0 extent) takes the larger factor in dimension 0, any other box the assignment with the
 * smaller sum of chunk edge lengths, and the (f1, f0) assignment when those sums are equal too.
 */
export function assignFactors2d(
  full: Box,
  granularity: Vec3,
  factor: number,
  count: number,
): [number, number] {
  const range = boxRange(full);
  const max0 = range[0] / granularity[0];
  const max1 = range[1] / granularity[1];
  const f0 = factor;
  const f1 = count / factor;
  const as01: [number, number] = [Math.min(f0, max0), Math.min(f1, max1)];
  const as10: [number, number] = [Math.min(f1, max0), Math.min(f0, max1)];
  const count01 = as01[0] * as01[1];
  const count10 = as10[0] * as10[1];
  if (count01 !== count10) return count01 > count10 ? as01 : as10;

  // The area includes dimension 2, as the runtime's box<3>::get_area does.
  const squareness = Math.sqrt(range[0] * range[1] * range[2]) / range[0];
  if (squareness > 0.95 && squareness < 1.05) return f0 >= f1 ? as01 : as10;

  const edges01 = Math.floor(range[0] / as01[0]) + Math.floor(range[1] / as01[1]);
  const edges10 = Math.floor(range[0] / as10[0]) + Math.floor(range[1] / as10[1]);
  return edges01 < edges10 ? as01 : as10;
}

/** How many chunks split2d makes along dimensions 0 and 1. */
export function chunkCounts2d(full: Box, granularity: Vec3, count: number): [number, number] {
  checkSplitInput(full, granularity, count);
  // Try factor pairs from the most balanced (⌊√count⌋) down to 1 × count, keeping the first pair that
  // reaches the most chunks and stopping as soon as one reaches `count`.
  let best: [number, number] = [0, 0];
  for (let factor = Math.floor(Math.sqrt(count)); factor >= 1; factor--) {
    while (factor > 1 && count % factor !== 0) factor--;
    const counts = assignFactors2d(full, granularity, factor, count);
    if (counts[0] * counts[1] > best[0] * best[1]) best = counts;
    if (counts[0] * counts[1] === count) break;
  }
  return best;
}

/** Cuts `full` into a grid along dimensions 0 and 1, row by row (dimension 1 varies fastest). */
export function split2d(full: Box, granularity: Vec3, count: number): Box[] {
  const range = boxRange(full);
  const [rows, cols] = chunkCounts2d(full, granularity, count);
  const along0 = extentsAlong(range[0], granularity[0], rows);
  const along1 = extentsAlong(range[1], granularity[1], cols);
  const chunks: Box[] = [];
  for (let r = 0; r < rows; r++) {
    const start0 = full.min[0] + pieceStart(along0, r);
    const end0 = start0 + pieceLength(along0, r);
    for (let c = 0; c < cols; c++) {
      const start1 = full.min[1] + pieceStart(along1, c);
      chunks.push(
        makeBox([start0, start1, full.min[2]], [end0, start1 + pieceLength(along1, c), full.max[2]]),
      );
    }
  }
  return chunks;
}
