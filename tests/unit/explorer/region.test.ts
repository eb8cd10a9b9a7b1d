import { describe, expect, it } from 'vitest';
import {
  boxArea,
  boxIntersection,
  EMPTY_BOX,
  formatBox,
  makeBox,
  type Box,
  type Vec3,
} from '@/lib/explorer/box';
import {
  boundingBox,
  clampToBuffer,
  formatRegion,
  regionArea,
  regionDifference,
  regionIntersection,
  regionOf,
  regionUnion,
} from '@/lib/explorer/region';

/** A 2D box [r0, r1) × [c0, c1) in the three-dimensional form. */
const b2 = (r0: number, c0: number, r1: number, c1: number): Box => makeBox([r0, c0, 0], [r1, c1, 1]);
const b1 = (from: number, to: number): Box => makeBox([from, 0, 0], [to, 1, 1]);

describe('boxes', () => {
  it('normalizes every empty box to the zero box (include/grid.h, box constructor)', () => {
    expect(makeBox([3, 0, 0], [3, 5, 1])).toEqual(EMPTY_BOX);
    expect(boxIntersection(b1(0, 4), b1(4, 8))).toEqual(EMPTY_BOX);
  });

  it('refuses a min beyond its max', () => {
    expect(() => makeBox([5, 0, 0] as Vec3, [4, 1, 1] as Vec3)).toThrow(
      'box min [5,0,0] exceeds max [4,1,1] in dimension 0',
    );
  });

  it('intersects and measures, and prints as the runtime does (include/print_utils.h)', () => {
    const box = boxIntersection(b2(0, 0, 4, 4), b2(2, 1, 8, 3));
    expect(box).toEqual(b2(2, 1, 4, 3));
    expect(boxArea(box)).toBe(4);
    expect(formatBox(box)).toBe('[2,1,0] - [4,3,1]');
    expect(formatBox(box, 2)).toBe('[2,1] - [4,3]');
  });
});

describe('regions', () => {
  it('unions overlapping boxes into disjoint boxes, each widest in the fastest dimension (src/grid.cc, normalize)', () => {
    // An L of two overlapping boxes: rows 0–1 span columns 0–4, rows 2–3 only columns 0–2.
    const region = regionOf(b2(0, 0, 4, 2), b2(0, 0, 2, 4));
    expect(region).toEqual([b2(0, 0, 2, 4), b2(2, 0, 4, 2)]);
    expect(regionArea(region)).toBe(12);
  });

  it('merges rows that end up with the same columns, and sorts by min then max (box_coordinate_order)', () => {
    const region = regionOf(b2(2, 0, 3, 2), b2(0, 0, 1, 2), b2(1, 0, 2, 1), b2(1, 1, 2, 2), b2(5, 5, 6, 6));
    expect(region).toEqual([b2(0, 0, 3, 2), b2(5, 5, 6, 6)]);
  });

  it('gives the same tiling whatever the input boxes, so equal sets compare equal', () => {
    const plus = regionOf(b2(1, 2, 5, 4), b2(2, 1, 4, 5));
    const sameAsRows = regionOf(b2(1, 2, 2, 4), b2(2, 1, 3, 5), b2(3, 1, 4, 5), b2(4, 2, 5, 4));
    expect(plus).toEqual(sameAsRows);
    expect(plus).toEqual([b2(1, 2, 2, 4), b2(2, 1, 4, 5), b2(4, 2, 5, 4)]);
  });

  it('keeps touching boxes of different extents apart', () => {
    expect(regionOf(b1(0, 2), b1(2, 5))).toEqual([b1(0, 5)]);
    expect(regionOf(b2(0, 0, 2, 2), b2(0, 2, 1, 4))).toEqual([b2(0, 0, 1, 4), b2(1, 0, 2, 2)]);
  });

  it('intersects, subtracts and bounds regions', () => {
    const a = regionOf(b2(0, 0, 4, 4));
    const b = regionOf(b2(1, 1, 3, 3), b2(3, 3, 6, 6));
    expect(regionIntersection(a, b)).toEqual([b2(1, 1, 3, 3), b2(3, 3, 4, 4)]);
    expect(regionDifference(a, b)).toEqual([b2(0, 0, 1, 4), b2(1, 0, 3, 1), b2(1, 3, 3, 4), b2(3, 0, 4, 3)]);
    expect(regionArea(regionDifference(a, b))).toBe(16 - 4 - 1);
    expect(regionUnion(regionDifference(a, b), regionIntersection(a, b))).toEqual(a);
    expect(boundingBox(b)).toEqual(b2(1, 1, 6, 6));
  });

  it('clamps to a buffer as the runtime clamps range-mapper results (clamp_region_to_buffer_size)', () => {
    const region = regionOf(b2(6, 6, 10, 9), b2(0, 0, 1, 1));
    expect(clampToBuffer(region, [8, 8, 1])).toEqual([b2(0, 0, 1, 1), b2(6, 6, 8, 8)]);
    expect(formatRegion(clampToBuffer(region, [8, 8, 1]), 2)).toBe('{[0,0] - [1,1], [6,6] - [8,8]}');
  });

  it('tiles a 3D difference the way the runtime does, which need not be the normalized tiling (src/grid.cc)', () => {
    // region_difference cuts A along B's edges, drops what B covers and merges the rest without cutting
    // along A's own edges, so the two leftover slabs stay as they were cut.
    const a = regionOf(makeBox([1, 0, 0], [3, 2, 3]), makeBox([2, 1, 1], [3, 3, 3]));
    const b = regionOf(makeBox([1, 0, 0], [3, 3, 2]));
    const difference = regionDifference(a, b);
    expect(difference).toEqual([makeBox([1, 0, 2], [3, 2, 3]), makeBox([2, 2, 2], [3, 3, 3])]);
    // The same points, normalized (as any union would), are cut the other way.
    expect(regionOf(...difference)).toEqual([makeBox([1, 0, 2], [2, 2, 3]), makeBox([2, 0, 2], [3, 3, 3])]);
  });

  it('works in three dimensions', () => {
    const cube = makeBox([0, 0, 0], [2, 2, 2]);
    const corner = makeBox([1, 1, 1], [3, 3, 3]);
    expect(regionArea(regionUnion(regionOf(cube), regionOf(corner)))).toBe(8 + 8 - 1);
    expect(regionDifference(regionOf(cube), regionOf(corner))).toEqual([
      makeBox([0, 0, 0], [1, 2, 2]),
      makeBox([1, 0, 0], [2, 1, 2]),
      makeBox([1, 1, 0], [2, 2, 1]),
    ]);
  });
});
