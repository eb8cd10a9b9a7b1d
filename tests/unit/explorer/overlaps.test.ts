import { describe, expect, it } from 'vitest';
import { makeBox, type Box } from '@/lib/explorer/box';
import { type BufferAccess, type BufferSpec, requirementsOf } from '@/lib/explorer/accesses';
import { coveredMoreThanOnce, overlappingWriteErrors, pairwiseOverlaps } from '@/lib/explorer/overlaps';
import { regionOf } from '@/lib/explorer/region';
import { splitTask, type TaskGeometry } from '@/lib/explorer/task-split';

const b1 = (from: number, to: number): Box => makeBox([from, 0, 0], [to, 1, 1]);
const line: TaskGeometry = {
  dims: 1,
  globalSize: [16, 1, 1],
  globalOffset: [0, 0, 0],
  granularity: [1, 1, 1],
};
const blur = { kind: 'device' as const, id: 1, name: 'blur' };
const buffers: BufferSpec[] = [
  { id: 0, name: 'in', dims: 1, range: [16, 1, 1], hostInitialized: true },
  { id: 1, name: 'out', dims: 1, range: [16, 1, 1], hostInitialized: false },
];
const ADVICE =
  '. Choose a non-overlapping range mapper for this write access or constrain the split via experimental::constrain_split ' +
  'to make the access non-overlapping.';

describe('halos', () => {
  it('lists what neighbouring chunks of a 3-point stencil both read', () => {
    const read: BufferAccess[] = [{ buffer: 0, mode: 'read', mapper: { kind: 'neighborhood', extent: [1] } }];
    const split = splitTask(blur, line, { nodes: 4, devicesPerNode: 1 });
    const regions = split.chunks.map(
      (c) => requirementsOf(read, buffers, 1, line.globalSize, c.box).get(0)!.consumed,
    );
    expect(regions).toEqual([[b1(0, 5)], [b1(3, 9)], [b1(7, 13)], [b1(11, 16)]]);
    expect(pairwiseOverlaps(regions)).toEqual([
      { first: 0, second: 1, region: [b1(3, 5)] },
      { first: 1, second: 2, region: [b1(7, 9)] },
      { first: 2, second: 3, region: [b1(11, 13)] },
    ]);
  });

  it('finds the elements covered more than once (src/task.cc, detect_overlapping_writes)', () => {
    expect(
      coveredMoreThanOnce([
        regionOf(b1(0, 5)),
        regionOf(b1(3, 9)),
        regionOf(b1(8, 12)),
        regionOf(b1(20, 21)),
      ]),
    ).toEqual([b1(3, 5), b1(8, 9)]);
  });
});

describe('overlapping writes', () => {
  const writeHalo: BufferAccess[] = [
    { buffer: 0, mode: 'read', mapper: { kind: 'one_to_one' } },
    { buffer: 1, mode: 'discard_write', mapper: { kind: 'neighborhood', extent: [1] } },
  ];

  it('reports writes shared between nodes in the words of src/command_graph_generator.cc', () => {
    const split = splitTask(blur, line, { nodes: 2, devicesPerNode: 1 });
    // Node 0 writes [0, 9), node 1 [7, 16): both nodes see [7, 9) written twice.
    const message = `Device kernel T1 "blur" has overlapping writes between multiple nodes in B1 "out" {[7,0,0] - [9,1,1]}${ADVICE}`;
    expect(overlappingWriteErrors(blur, line, split, 2, writeHalo, buffers)).toEqual([
      { node: 0, level: 'nodes', message },
      { node: 1, level: 'nodes', message },
    ]);
  });

  it('reports writes shared between the devices of a node in the words of src/instruction_graph_generator.cc', () => {
    const split = splitTask(blur, line, { nodes: 1, devicesPerNode: 2 });
    expect(overlappingWriteErrors(blur, line, split, 1, writeHalo, buffers)).toEqual([
      {
        node: 0,
        level: 'devices',
        message: `Device kernel T1 "blur" has overlapping writes on N0 in B1 "out" {[7,0,0] - [9,1,1]}${ADVICE}`,
      },
    ]);
  });

  it('compares a node chunk with the rest of the range as boxes, so a middle node also sees its neighbours meet', () => {
    // Three nodes: [0, 6), [6, 11), [11, 16). Node 1 compares its chunk with the boxes [0, 6) and [11, 16);
    // nodes 0 and 2 compare theirs with the single box of everything else.
    const split = splitTask({ kind: 'device', id: 2 }, line, { nodes: 3, devicesPerNode: 1 });
    const errors = overlappingWriteErrors({ kind: 'device', id: 2 }, line, split, 3, writeHalo, buffers);
    expect(errors.map((e) => e.message.slice(0, e.message.indexOf('. Choose')))).toEqual([
      'Device kernel T2 has overlapping writes between multiple nodes in B1 "out" {[5,0,0] - [7,1,1]}',
      'Device kernel T2 has overlapping writes between multiple nodes in B1 "out" {[5,0,0] - [7,1,1], [10,0,0] - [12,1,1]}',
      'Device kernel T2 has overlapping writes between multiple nodes in B1 "out" {[10,0,0] - [12,1,1]}',
    ]);
  });

  it('reports nothing for a one_to_one write', () => {
    const oneToOne: BufferAccess[] = [{ buffer: 1, mode: 'discard_write', mapper: { kind: 'one_to_one' } }];
    const split = splitTask(blur, line, { nodes: 2, devicesPerNode: 4 }, { oversubscribe: 2 });
    expect(overlappingWriteErrors(blur, line, split, 2, oneToOne, buffers)).toEqual([]);
  });
});
