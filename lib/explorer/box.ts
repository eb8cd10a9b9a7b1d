/**
 * Axis-aligned boxes of buffer elements or work items, always stored in three dimensions like the
 * runtime's box<3>: a 1D or 2D box has min 0 and max 1 in its unused trailing dimensions. A box is the
 * half-open set min ≤ p < max; every empty box is represented by the zero box, so two boxes are equal
 * exactly when they cover the same points (include/grid.h, class box).
 */

export type Dims = 1 | 2 | 3;
export type Vec3 = readonly [number, number, number];

export interface Box {
  readonly min: Vec3;
  readonly max: Vec3;
}

const ZERO: Vec3 = [0, 0, 0];
export const EMPTY_BOX: Box = { min: ZERO, max: ZERO };

/** The box from `min` to `max`; an empty extent in any dimension gives the empty box. */
export function makeBox(min: Vec3, max: Vec3): Box {
  for (let d = 0; d < 3; d++) {
    if (min[d]! > max[d]!) {
      throw new RangeError(`box min ${formatVec(min)} exceeds max ${formatVec(max)} in dimension ${d}`);
    }
  }
  return min[0] < max[0] && min[1] < max[1] && min[2] < max[2] ? { min, max } : EMPTY_BOX;
}

export function boxFromSubrange(offset: Vec3, range: Vec3): Box {
  return makeBox(offset, [offset[0] + range[0], offset[1] + range[1], offset[2] + range[2]]);
}

/** The box [0, range), e.g. a whole buffer. */
export function fullBox(range: Vec3): Box {
  return boxFromSubrange(ZERO, range);
}

export function isEmptyBox(box: Box): boolean {
  return box.max[0] === 0;
}

export function boxRange(box: Box): Vec3 {
  return [box.max[0] - box.min[0], box.max[1] - box.min[1], box.max[2] - box.min[2]];
}

export function boxArea(box: Box): number {
  const [r0, r1, r2] = boxRange(box);
  return r0 * r1 * r2;
}

export function boxIntersection(a: Box, b: Box): Box {
  const min: Vec3 = [
    Math.max(a.min[0], b.min[0]),
    Math.max(a.min[1], b.min[1]),
    Math.max(a.min[2], b.min[2]),
  ];
  const max: Vec3 = [
    Math.min(a.max[0], b.max[0]),
    Math.min(a.max[1], b.max[1]),
    Math.min(a.max[2], b.max[2]),
  ];
  return min[0] < max[0] && min[1] < max[1] && min[2] < max[2] ? { min, max } : EMPTY_BOX;
}

/** Whether two boxes share a point (without building their intersection). */
export function boxesIntersect(a: Box, b: Box): boolean {
  return (
    a.min[0] < b.max[0] &&
    b.min[0] < a.max[0] &&
    a.min[1] < b.max[1] &&
    b.min[1] < a.max[1] &&
    a.min[2] < b.max[2] &&
    b.min[2] < a.max[2]
  );
}

/** Whether `outer` holds every point of `inner` (an empty `inner` is held by any box). */
export function boxCovers(outer: Box, inner: Box): boolean {
  if (isEmptyBox(inner)) return true;
  for (let d = 0; d < 3; d++) {
    if (inner.min[d]! < outer.min[d]! || inner.max[d]! > outer.max[d]!) return false;
  }
  return true;
}

export function boxesEqual(a: Box, b: Box): boolean {
  return compareBoxes(a, b) === 0;
}

/** Orders by min, then max, slowest dimension first (the runtime's box_coordinate_order). */
export function compareBoxes(a: Box, b: Box): number {
  for (let d = 0; d < 3; d++) {
    if (a.min[d] !== b.min[d]) return a.min[d]! - b.min[d]!;
  }
  for (let d = 0; d < 3; d++) {
    if (a.max[d] !== b.max[d]) return a.max[d]! - b.max[d]!;
  }
  return 0;
}

/** `[1,2,3]`, the runtime's notation for ids and ranges, in the first `dims` dimensions. */
export function formatVec(v: Vec3, dims: Dims = 3): string {
  return `[${v.slice(0, dims).join(',')}]`;
}

/** `[0,0,0] - [4,1,1]`, as the runtime prints a box. */
export function formatBox(box: Box, dims: Dims = 3): string {
  return `${formatVec(box.min, dims)} - ${formatVec(box.max, dims)}`;
}

/** A 1–3 component vector padded to three dimensions with `fill` (0 for ids, 1 for ranges). */
export function toVec3(values: readonly number[], fill: 0 | 1): Vec3 {
  if (values.length < 1 || values.length > 3) {
    throw new RangeError(`expected 1 to 3 components, got ${values.length}`);
  }
  return [values[0]!, values[1] ?? fill, values[2] ?? fill];
}
