/**
 * Regions: arbitrary sets of points as lists of disjoint boxes, with the set operations the runtime
 * uses on them (include/grid.h: region, region_union, region_intersection, region_difference,
 * bounding_box). Every function returns the boxes the runtime's would (see normalize.ts).
 */
import { boxArea, formatBox, fullBox, makeBox, EMPTY_BOX, type Box, type Dims, type Vec3 } from './box';
import { intersectTilings, normalizeBoxes, subtractTilings } from './normalize';

declare const normalized: unique symbol;
/** Disjoint non-empty boxes, sorted and tiled as the runtime tiles them; build one with `regionOf`. */
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
  return intersectTilings(a, b) as unknown as Region;
}

export function regionDifference(a: Region, b: Region): Region {
  return subtractTilings(a, b) as unknown as Region;
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
