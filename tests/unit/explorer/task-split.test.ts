import { describe, expect, it } from 'vitest';
import { boxFromSubrange, makeBox, type Box, type Vec3 } from '@/lib/explorer/box';
import { effectiveGranularity } from '@/lib/explorer/granularity';
import { chunkLabel, splitTask, type TaskGeometry } from '@/lib/explorer/task-split';

const b1 = (from: number, to: number): Box => makeBox([from, 0, 0], [to, 1, 1]);
const b2 = (r0: number, c0: number, r1: number, c1: number): Box => makeBox([r0, c0, 0], [r1, c1, 1]);
const kernel = { kind: 'device' as const, id: 3, name: 'step' };
const line = (size: number, granularity = 1): TaskGeometry => ({
  dims: 1,
  globalSize: [size, 1, 1],
  globalOffset: [0, 0, 0],
  granularity: [granularity, 1, 1],
});

describe('effectiveGranularity (include/handler.h, get_constrained_granularity)', () => {
  it('is the work-group size, combined with constrain_split through the least common multiple', () => {
    expect(effectiveGranularity({ globalSize: [96, 64] })).toEqual([1, 1, 1]);
    expect(effectiveGranularity({ globalSize: [96, 64], localSize: [8, 8] })).toEqual([8, 8, 1]);
    expect(effectiveGranularity({ globalSize: [96, 64], localSize: [8, 8], constraint: [12, 1] })).toEqual([
      24, 8, 1,
    ]);
  });

  it('throws what the runtime throws', () => {
    expect(() => effectiveGranularity({ globalSize: [10], constraint: [4] })).toThrow(
      'The split constraint [4] does not evenly divide the kernel global size [10]',
    );
    // With a work-group size above one item, the message speaks of the effective constraint.
    expect(() =>
      effectiveGranularity({ globalSize: [16, 8], localSize: [8, 8], constraint: [3, 1] }),
    ).toThrow('The effective split constraint [24,8] does not evenly divide the kernel global size [16,8]');
    expect(() => effectiveGranularity({ globalSize: [24], constraint: [0] })).toThrow(
      'Split constraint cannot be 0',
    );
    expect(() => effectiveGranularity({ globalSize: [10], localSize: [4] })).toThrow(
      'global_range is not divisible by local_range',
    );
    expect(() => effectiveGranularity({ globalSize: [10, 10], localSize: [2] })).toThrow(
      'the local size needs 2 components like the global size, got 1',
    );
  });
});

describe('splitTask', () => {
  it('splits per node, then per device, then into oversubscribed parts', () => {
    // src/command_graph_generator.cc: one chunk per node (chunk i on node i); src/instruction_graph_generator.cc:
    // each node chunk split over the devices, and each device chunk again by the oversubscription factor.
    const split = splitTask(kernel, line(100), { nodes: 2, devicesPerNode: 2 }, { oversubscribe: 2 });
    expect(split.nodeChunks).toEqual([
      { node: 0, box: b1(0, 50) },
      { node: 1, box: b1(50, 100) },
    ]);
    expect(split.chunks.map((c) => [chunkLabel(c, 2), c.box])).toEqual([
      ['N0 D0.0', b1(0, 13)],
      ['N0 D0.1', b1(13, 25)],
      ['N0 D1.0', b1(25, 38)],
      ['N0 D1.1', b1(38, 50)],
      ['N1 D0.0', b1(50, 63)],
      ['N1 D0.1', b1(63, 75)],
      ['N1 D1.0', b1(75, 88)],
      ['N1 D1.1', b1(88, 100)],
    ]);
    expect(split.warnings).toEqual([]);
  });

  it('leaves nodes and devices idle when there is less work than hardware', () => {
    const split = splitTask(kernel, line(3), { nodes: 4, devicesPerNode: 2 });
    expect(split.nodeChunks.map((c) => c.node)).toEqual([0, 1, 2]);
    expect(split.chunks.map((c) => [c.node, c.device])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });

  it('splits node chunks along the granularity, which is relative to the global offset', () => {
    const geometry: TaskGeometry = { ...line(64, 16), globalOffset: [8, 0, 0] };
    const split = splitTask(kernel, geometry, { nodes: 3, devicesPerNode: 2 });
    // 4 units of 16 for 3 nodes: 2, 1, 1 units; node 0's 32 items then go to its two devices.
    expect(split.nodeChunks.map((c) => c.box)).toEqual([b1(8, 40), b1(40, 56), b1(56, 72)]);
    expect(split.chunks.map((c) => c.box)).toEqual([b1(8, 24), b1(24, 40), b1(40, 56), b1(56, 72)]);
  });

  it('applies the split_2d hint on both levels', () => {
    const square: TaskGeometry = {
      dims: 2,
      globalSize: [64, 64, 1],
      globalOffset: [0, 0, 0],
      granularity: [1, 1, 1],
    };
    const split = splitTask(kernel, square, { nodes: 2, devicesPerNode: 4 }, { split2d: true });
    // Two nodes on a square: rows. Four devices on a 32 × 64 node chunk: 2 × 2.
    expect(split.nodeChunks.map((c) => c.box)).toEqual([b2(0, 0, 32, 64), b2(32, 0, 64, 64)]);
    expect(split.chunks.slice(0, 4).map((c) => c.box)).toEqual([
      b2(0, 0, 16, 32),
      b2(0, 32, 16, 64),
      b2(16, 0, 32, 32),
      b2(16, 32, 32, 64),
    ]);
  });

  it('keeps a host task whole on each node, in host memory, but still oversubscribes it', () => {
    const split = splitTask(
      { kind: 'host', id: 1 },
      line(8),
      { nodes: 2, devicesPerNode: 4 },
      { oversubscribe: 2 },
    );
    expect(split.chunks.map((c) => [chunkLabel(c, 2), c.box])).toEqual([
      ['N0 host.0', b1(0, 2)],
      ['N0 host.1', b1(2, 4)],
      ['N1 host.0', b1(4, 6)],
      ['N1 host.1', b1(6, 8)],
    ]);
  });

  it('refuses to oversubscribe a reduction, with the runtime warning', () => {
    const split = splitTask(
      { kind: 'device', id: 5, name: 'sum' },
      line(16),
      { nodes: 1, devicesPerNode: 2 },
      { oversubscribe: 4, hasReduction: true },
    );
    expect(split.chunks.map((c) => c.box)).toEqual([b1(0, 8), b1(8, 16)]);
    expect(split.warnings).toEqual([
      'Refusing to oversubscribe device kernel T5 "sum" because it performs a reduction.',
    ]);
  });

  it('refuses bad cluster shapes with a clear error', () => {
    expect(() => splitTask(kernel, line(8), { nodes: 2, devicesPerNode: 0 })).toThrow(
      'the number of devices per node must be a positive integer, got 0',
    );
    expect(() => splitTask(kernel, line(8), { nodes: 1, devicesPerNode: 1 }, { oversubscribe: 0 })).toThrow(
      'the oversubscription factor must be a positive integer, got 0',
    );
  });

  it('handles a 4096 × 4096 kernel on 16 nodes with 4 devices each', () => {
    const big: TaskGeometry = {
      dims: 2,
      globalSize: [4096, 4096, 1] as Vec3,
      globalOffset: [0, 0, 0],
      granularity: [1, 1, 1],
    };
    const split = splitTask(kernel, big, { nodes: 16, devicesPerNode: 4 }, { split2d: true });
    expect(split.chunks).toHaveLength(64);
    // 16 nodes on a square: 4 × 4 node chunks of 1024²; each split 2 × 2 over its devices.
    expect(split.nodeChunks[5]!.box).toEqual(boxFromSubrange([1024, 1024, 0], [1024, 1024, 1]));
    expect(split.chunks[23]!.box).toEqual(boxFromSubrange([1536, 1536, 0], [512, 512, 1]));
  });
});
