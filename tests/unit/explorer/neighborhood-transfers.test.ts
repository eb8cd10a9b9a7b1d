import { describe, expect, it } from 'vitest';
import { makeBox, type Box } from '@/lib/explorer/box';
import { type BufferSpec } from '@/lib/explorer/accesses';
import { type NeighborhoodShape } from '@/lib/explorer/range-mapper-spec';
import { simulate, type TaskStep } from '@/lib/explorer/simulate';
import { type TaskGeometry } from '@/lib/explorer/task-split';

const b2 = (r0: number, c0: number, r1: number, c1: number): Box => makeBox([r0, c0, 0], [r1, c1, 1]);
const square: TaskGeometry = {
  dims: 2,
  globalSize: [8, 8, 1],
  globalOffset: [0, 0, 0],
  granularity: [1, 1, 1],
};
const grid: BufferSpec[] = [{ id: 0, name: 'grid', dims: 2, range: [8, 8, 1], hostInitialized: true }];

/** A 2D-split write of the whole grid, then a 5- or 9-point stencil read of it, on 2 × 2 nodes. */
function receivesOfNode0(shape: NeighborhoodShape) {
  const write: TaskStep = {
    task: { kind: 'device', id: 1 },
    geometry: square,
    hints: { split2d: true },
    accesses: [{ buffer: 0, mode: 'discard_write', mapper: { kind: 'one_to_one' } }],
  };
  const read: TaskStep = {
    task: { kind: 'device', id: 2 },
    geometry: square,
    hints: { split2d: true },
    accesses: [{ buffer: 0, mode: 'read', mapper: { kind: 'neighborhood', extent: [1, 1], shape } }],
  };
  const [, second] = simulate({ nodes: 4, devicesPerNode: 1 }, grid, [write, read]);
  return second!.receives.filter((r) => r.to === 0);
}

// split_2d gives 4 nodes the quadrants [0,4)², [0,4)×[4,8), [4,8)×[0,4) and [4,8)² (src/split.cc); node 0
// reads [0,5)² around its quadrant (include/range_mapper.h, neighborhood).
describe('halo exchange of a 2D-split stencil', () => {
  it('with a bounding-box neighborhood, receives the corner element from the diagonal neighbour too', () => {
    expect(receivesOfNode0('bounding_box')).toEqual([
      { buffer: 0, from: 1, to: 0, region: [b2(0, 4, 4, 5)] },
      { buffer: 0, from: 2, to: 0, region: [b2(4, 0, 5, 4)] },
      { buffer: 0, from: 3, to: 0, region: [b2(4, 4, 5, 5)] },
    ]);
  });

  it('along axes (neighborhood_shape, from v0.7.0), needs nothing from the diagonal neighbour', () => {
    expect(receivesOfNode0('along_axes')).toEqual([
      { buffer: 0, from: 1, to: 0, region: [b2(0, 4, 4, 5)] },
      { buffer: 0, from: 2, to: 0, region: [b2(4, 0, 5, 4)] },
    ]);
  });
});
