/**
 * How the runtime tiles regions into boxes (src/grid.cc). A region built from arbitrary boxes is
 * normalized: disjoint non-empty boxes, each as long as possible in the fastest (last) dimension, then
 * in the middle one, then in the slowest, sorted by min then max; that tiling is unique, so equal sets
 * have equal box lists. Intersections and differences are tiled by cheaper steps that give the same
 * boxes in one and two dimensions but may cut a 3D region differently; they are reproduced here step
 * for step, so that every region holds the boxes the runtime would hold (which matters where the
 * runtime treats the boxes of a region one by one, as in its overlapping-write check).
 */
import { boxCovers, boxesIntersect, boxIntersection, compareBoxes, isEmptyBox, type Box } from './box';

/** Orders boxes by their extent in every dimension but `dim`, then by where they start along `dim`. */
function byOthersThenStart(dim: number): (a: Box, b: Box) => number {
  return (a, b) => {
    for (let d = 0; d < 3; d++) {
      if (d === dim) continue;
      if (a.min[d] !== b.min[d]) return a.min[d]! - b.min[d]!;
      if (a.max[d] !== b.max[d]) return a.max[d]! - b.max[d]!;
    }
    return a.min[dim]! - b.min[dim]!;
  };
}

function sameOutside(a: Box, b: Box, dim: number): boolean {
  for (let d = 0; d < 3; d++) {
    if (d !== dim && (a.min[d] !== b.min[d] || a.max[d] !== b.max[d])) return false;
  }
  return true;
}

/** Merges boxes that agree in every dimension but `dim` and touch or overlap along it. */
function mergeAlong(boxes: readonly Box[], dim: number): Box[] {
  if (boxes.length < 2) return [...boxes];
  const sorted = [...boxes].sort(byOthersThenStart(dim));
  const merged: Box[] = [];
  let current = sorted[0]!;
  for (let i = 1; i < sorted.length; i++) {
    const next = sorted[i]!;
    if (sameOutside(current, next, dim) && next.min[dim]! <= current.max[dim]!) {
      if (next.max[dim]! > current.max[dim]!)
        current = withExtent(current, dim, current.min[dim]!, next.max[dim]!);
    } else {
      merged.push(current);
      current = next;
    }
  }
  merged.push(current);
  return merged;
}

function withExtent(box: Box, dim: number, from: number, to: number): Box {
  const min: [number, number, number] = [...box.min];
  const max: [number, number, number] = [...box.max];
  min[dim] = from;
  max[dim] = to;
  return { min, max };
}

/** Fastest dimension first, so boxes grow along contiguous memory before anything else. */
function mergeConnected(boxes: readonly Box[]): Box[] {
  return mergeAlong(mergeAlong(mergeAlong(boxes, 2), 1), 0);
}

function edgesAlong(boxes: readonly Box[], dim: number): number[] {
  const edges = new Set<number>();
  for (const box of boxes) {
    edges.add(box.min[dim]!);
    edges.add(box.max[dim]!);
  }
  return [...edges].sort((a, b) => a - b);
}

/** Cuts `box` along dimensions 0 to cuts.length - 1 at every edge in `cuts` that passes through its inside. */
function dissect(box: Box, cuts: readonly (readonly number[])[], dim: number, out: Box[]): void {
  if (dim === cuts.length) {
    out.push(box);
    return;
  }
  let start = box.min[dim]!;
  for (const cut of cuts[dim]!) {
    if (cut <= start) continue;
    if (cut >= box.max[dim]!) break;
    dissect(withExtent(box, dim, start, cut), cuts, dim + 1, out);
    start = cut;
  }
  dissect(withExtent(box, dim, start, box.max[dim]!), cuts, dim + 1, out);
}

export function normalizeBoxes(boxes: readonly Box[]): Box[] {
  const nonEmpty = boxes.filter((box) => !isEmptyBox(box));
  if (nonEmpty.length <= 1) return nonEmpty;
  // Often the boxes already join up (neighbouring chunks, one row of cells); then no cutting is needed.
  const merged = mergeConnected(nonEmpty);
  if (merged.length === 1) return merged;
  // Cut along every edge in the slower dimensions so that boxes overlap, if at all, only as equal cells
  // stacked in the fastest dimension; merging then yields the maximal tiling.
  const cuts = [edgesAlong(merged, 0), edgesAlong(merged, 1)];
  const cells: Box[] = [];
  for (const box of merged) dissect(box, cuts, 0, cells);
  return mergeConnected(cells).sort(compareBoxes);
}

/** The boxes of the intersection of two tilings: the overlaps of every pair, merged, sorted
 * (src/grid.cc, region_intersection). */
export function intersectTilings(a: readonly Box[], b: readonly Box[]): Box[] {
  if (a.length === 0 || b.length === 0) return [];
  const parts: Box[] = [];
  for (const left of a) {
    for (const right of b) {
      if (boxesIntersect(left, right)) parts.push(boxIntersection(left, right));
    }
  }
  return parts.length <= 1 ? parts : mergeConnected(parts).sort(compareBoxes);
}

/** The boxes of `a` minus `b`: `a` cut along every edge of `b` in all dimensions, the pieces that a box
 * of `b` covers dropped, the rest merged and sorted (src/grid.cc, region_difference). */
export function subtractTilings(a: readonly Box[], b: readonly Box[]): Box[] {
  if (a.length === 0 || b.length === 0) return [...a];
  const cuts = [edgesAlong(b, 0), edgesAlong(b, 1), edgesAlong(b, 2)];
  const pieces: Box[] = [];
  for (const box of a) dissect(box, cuts, 0, pieces);
  const left = pieces.filter((piece) => !b.some((hole) => boxCovers(hole, piece)));
  return mergeConnected(left).sort(compareBoxes);
}
