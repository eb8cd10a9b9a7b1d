/**
 * Regions: arbitrary sets of points as a normalized list of disjoint boxes, with the set operations
 * the runtime uses on them (include/grid.h: region, region_union, region_intersection,
 * region_difference, bounding_box). Every function returns the normalized tiling (see normalize.ts).
 */
import {
  boxArea,
  boxIntersection,
  formatBox,
  fullBox,
  isEmptyBox,
  makeBox,
  EMPTY_BOX,
  type Box,
  type Dims,
  type Vec3,
} from './box';
import { normalizeBoxes } from './normalize';

declare const normalized: unique symbol;
/** Disjoint, non-empty boxes in the one canonical order; build one with `regionOf`. */
export type Region = readonly Box[] & { readonly [normalized]: true };

export const EMPTY_REGION = [] as unknown as Region;

/** The region covering every point of any of `boxes` (which may overlap or be empty). */
export function regionOf(...boxes: readonly Box[]): Region {
  return normalizeBoxes(boxes) as unknown as Region;
}

export function regionUnion(...regions: readonly Region[]): Region {
  const nonEmpty = regions.filter((r) => r.length > 0);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? EMPTY_REGION;
  return regionOf(...nonEmpty.flat());
}

export function regionIntersection(a: Region, b: Region): Region {
  if (a.length === 0 || b.length === 0) return EMPTY_REGION;
  const parts: Box[] = [];
  for (const left of a) {
    for (const right of b) {
      const part = boxIntersection(left, right);
      if (!isEmptyBox(part)) parts.push(part);
    }
  }
  return regionOf(...parts);
}

/** The pieces of `box` outside `hole`: at most two slabs per dimension. */
function subtractBox(box: Box, hole: Box): Box[] {
  const cut = boxIntersection(box, hole);
  if (isEmptyBox(cut)) return [box];
  const pieces: Box[] = [];
  const min: [number, number, number] = [...box.min];
  const max: [number, number, number] = [...box.max];
  for (let d = 0; d < 3; d++) {
    if (min[d]! < cut.min[d]!) {
      const below: [number, number, number] = [...max];
      below[d] = cut.min[d]!;
      pieces.push(makeBox([...min], below));
    }
    if (cut.max[d]! < max[d]!) {
      const above: [number, number, number] = [...min];
      above[d] = cut.max[d]!;
      pieces.push(makeBox(above, [...max]));
    }
    min[d] = cut.min[d]!;
    max[d] = cut.max[d]!;
  }
  return pieces;
}

export function regionDifference(a: Region, b: Region): Region {
  if (a.length === 0 || b.length === 0) return a;
  let pieces: Box[] = [...a];
  for (const hole of b) {
    pieces = pieces.flatMap((piece) => subtractBox(piece, hole));
    if (pieces.length === 0) return EMPTY_REGION;
  }
  return regionOf(...pieces);
}

export function regionArea(region: Region): number {
  return region.reduce((sum, box) => sum + boxArea(box), 0);
}

export function regionCovers(outer: Region, inner: Region): boolean {
  return regionDifference(inner, outer).length === 0;
}

/** The smallest box holding the whole region (the empty box for an empty region). */
export function boundingBox(region: Region): Box {
  if (region.length === 0) return EMPTY_BOX;
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [0, 0, 0];
  for (const box of region) {
    for (let d = 0; d < 3; d++) {
      min[d] = Math.min(min[d]!, box.min[d]!);
      max[d] = Math.max(max[d]!, box.max[d]!);
    }
  }
  return makeBox(min, max);
}

/** What of `region` lies inside a buffer of `range` elements: the runtime clamps every range-mapper result
 * this way before using it (include/range_mapper.h, clamp_region_to_buffer_size). */
export function clampToBuffer(region: Region, range: Vec3): Region {
  return regionIntersection(region, regionOf(fullBox(range)));
}

/** `{[0,0,0] - [4,1,1], …}`, as the runtime prints a region. */
export function formatRegion(region: Region, dims: Dims = 3): string {
  return `{${region.map((box) => formatBox(box, dims)).join(', ')}}`;
}
