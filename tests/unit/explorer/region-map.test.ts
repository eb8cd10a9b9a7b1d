import { describe, expect, it } from 'vitest';
import { makeBox, type Box } from '@/lib/explorer/box';
import { RegionMap } from '@/lib/explorer/region-map';
import { regionOf, type Region } from '@/lib/explorer/region';

// The region map against a map of single elements: whatever boxes it keeps its values in (it merges
// them only now and then), a query must say the same value for every element.

const SIZE = 12;
const b2 = (r0: number, c0: number, r1: number, c1: number): Box => makeBox([r0, c0, 0], [r1, c1, 1]);
const WHOLE = regionOf(b2(0, 0, SIZE, SIZE));

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

function randomBox(next: (n: number) => number): Box {
  const r0 = next(SIZE);
  const c0 = next(SIZE);
  return b2(r0, c0, r0 + 1 + next(SIZE - r0), c0 + 1 + next(SIZE - c0));
}

/** Every element's value, as the map's answer for the whole extent says. */
function elements(map: RegionMap<number>): number[][] {
  const grid = Array.from({ length: SIZE }, () => Array<number>(SIZE).fill(-1));
  for (const { box, value } of map.query(WHOLE)) {
    for (let r = box.min[0]; r < box.max[0]; r++)
      for (let c = box.min[1]; c < box.max[1]; c++) {
        expect(grid[r]![c], `element [${r},${c}] answered twice`).toBe(-1);
        grid[r]![c] = value;
      }
  }
  return grid;
}

function write(grid: number[][], region: Region, value: number) {
  for (const box of region)
    for (let r = box.min[0]; r < box.max[0]; r++)
      for (let c = box.min[1]; c < box.max[1]; c++) grid[r]![c] = value;
}

describe('RegionMap', () => {
  it('answers every element with its last written value, through hundreds of updates', () => {
    for (const seed of [1, 2, 3]) {
      const next = random(seed);
      const map = new RegionMap<number>(b2(0, 0, SIZE, SIZE), 0, String);
      const expected = Array.from({ length: SIZE }, () => Array<number>(SIZE).fill(0));
      for (let step = 0; step < 300; step++) {
        if (next(3) === 0) {
          // Several disjoint regions at once: a band of rows per value.
          const cut = 1 + next(SIZE - 1);
          const updates = [
            { region: regionOf(b2(0, 0, cut, SIZE)), value: next(4) },
            { region: regionOf(b2(cut, next(SIZE), SIZE, SIZE)), value: next(4) },
          ];
          map.updateMany(updates);
          for (const { region, value } of updates) write(expected, region, value);
        } else {
          const region = regionOf(randomBox(next), randomBox(next));
          const value = next(4);
          map.update(region, value);
          write(expected, region, value);
        }
        expect(elements(map), `seed ${seed}, step ${step}`).toEqual(expected);
      }
    }
  });

  it('merges the boxes of equal values once they pile up', () => {
    const map = new RegionMap<number>(b2(0, 0, SIZE, SIZE), 0, String);
    // One element at a time: without merging, 144 boxes of the value 1.
    for (let r = 0; r < SIZE; r++)
      for (let c = 0; c < SIZE; c++) map.update(regionOf(b2(r, c, r + 1, c + 1)), 1);
    const boxes = map.query(WHOLE);
    expect(regionOf(...boxes.map((e) => e.box))).toEqual(WHOLE);
    expect(boxes.every((e) => e.value === 1)).toBe(true);
    expect(boxes.length).toBeLessThanOrEqual(32);
  });
});
