import { describe, expect, it } from 'vitest';
import { makeBox, type Box } from '@/lib/explorer/box';
import { type AccessMode, type BufferAccess, type BufferSpec } from '@/lib/explorer/accesses';
import { simulate, type TaskStep } from '@/lib/explorer/simulate';
import { type TaskGeometry } from '@/lib/explorer/task-split';

const b1 = (from: number, to: number): Box => makeBox([from, 0, 0], [to, 1, 1]);
const line = (granularity = 1): TaskGeometry => ({
  dims: 1,
  globalSize: [16, 1, 1],
  globalOffset: [0, 0, 0],
  granularity: [granularity, 1, 1],
});
const u = (hostInitialized = true): BufferSpec => ({
  id: 0,
  name: 'u',
  dims: 1,
  range: [16, 1, 1],
  hostInitialized,
});
const step = (id: number, accesses: BufferAccess[], geometry = line()): TaskStep => ({
  task: { kind: 'device', id, name: 'step' },
  geometry,
  accesses,
});
const access = (mode: AccessMode, mapper: BufferAccess['mapper'] = { kind: 'one_to_one' }): BufferAccess => ({
  buffer: 0,
  mode,
  mapper,
});
// A 3-point stencil that updates its buffer in place: its own elements read_write, the neighbours read.
const stencil = [access('read_write'), access('read', { kind: 'neighborhood', extent: [1] })];

// Memory ids as in include/system_info.h: 0 the user's host allocation, 1 host memory, 2 + d device d.
describe('a read_write stencil run twice on 2 nodes with 2 devices each', () => {
  const [first, second] = simulate(
    { nodes: 2, devicesPerNode: 2 },
    [u()],
    [step(1, stencil), step(2, stencil)],
  );

  it('needs no transfer the first time: host-initialized data is present on every node', () => {
    // src/command_graph_generator.cc, notify_buffer_created: a new buffer is fresh and replicated everywhere.
    expect(first!.receives).toEqual([]);
    // Each device copies what it reads from the user's allocation (src/instruction_graph_generator.cc).
    expect(first!.copies).toEqual([
      { node: 0, buffer: 0, from: 0, to: 2, region: [b1(0, 5)] },
      { node: 0, buffer: 0, from: 0, to: 3, region: [b1(3, 9)] },
      { node: 1, buffer: 0, from: 0, to: 2, region: [b1(7, 13)] },
      { node: 1, buffer: 0, from: 0, to: 3, region: [b1(11, 16)] },
    ]);
  });

  it('then receives each halo element from the neighbour that wrote it', () => {
    // After the first run node 0 owns [0, 8) and node 1 [8, 16) (the last writer holds the only fresh copy);
    // node 0 reads [0, 9) and node 1 reads [7, 16).
    expect(second!.receives).toEqual([
      { buffer: 0, from: 1, to: 0, region: [b1(8, 9)] },
      { buffer: 0, from: 0, to: 1, region: [b1(7, 8)] },
    ]);
  });

  it('and copies between the devices of a node, and from host memory where received data landed', () => {
    expect(second!.copies).toEqual([
      // Each sender first copies what it sends from the device that wrote it into host memory
      // (src/instruction_graph_generator.cc, compile_push_command).
      { node: 1, buffer: 0, from: 2, to: 1, region: [b1(8, 9)] },
      { node: 0, buffer: 0, from: 3, to: 1, region: [b1(7, 8)] },
      { node: 0, buffer: 0, from: 3, to: 2, region: [b1(4, 5)] },
      { node: 0, buffer: 0, from: 1, to: 3, region: [b1(8, 9)] },
      { node: 0, buffer: 0, from: 2, to: 3, region: [b1(3, 4)] },
      { node: 1, buffer: 0, from: 1, to: 2, region: [b1(7, 8)] },
      { node: 1, buffer: 0, from: 3, to: 2, region: [b1(12, 13)] },
      { node: 1, buffer: 0, from: 2, to: 3, region: [b1(11, 12)] },
    ]);
    expect(second!.errors).toEqual([]);
  });
});

describe('a node that sends data it wrote on a device', () => {
  // 2 nodes × 1 device: the first task writes [0, 8) on N0's device and [8, 16) on N1's; the stencil then
  // reads [7, 16) on N1, so N0 sends element 7. A host task on N0 afterwards reads [0, 8).
  const [, second, third] = simulate(
    { nodes: 2, devicesPerNode: 1 },
    [u()],
    [
      step(1, [access('discard_write')]),
      step(2, stencil),
      { task: { kind: 'host', id: 3 }, geometry: line(), accesses: [access('read')] },
    ],
  );

  it('copies it into host memory before sending it (compile_push_command)', () => {
    expect(second!.receives).toContainEqual({ buffer: 0, from: 0, to: 1, region: [b1(7, 8)] });
    expect(second!.copies).toContainEqual({ node: 0, buffer: 0, from: 2, to: 1, region: [b1(7, 8)] });
    // The second task rewrote [0, 8) on N0's device, so the host task needs all of it copied again.
    expect(third!.copies.filter((c) => c.node === 0)).toEqual([
      { node: 0, buffer: 0, from: 2, to: 1, region: [b1(0, 8)] },
    ]);
  });
});

describe('which accesses need the previous data', () => {
  // The first task leaves [0, 8) on node 0 and [8, 16) on node 1. The second runs as a single chunk
  // (granularity 16), so node 0 covers the whole buffer.
  const afterSplitWrite = (mode: AccessMode) =>
    simulate(
      { nodes: 2, devicesPerNode: 1 },
      [u()],
      [step(1, [access('discard_write')]), step(2, [access(mode)], line(16))],
    )[1]!;

  it('read, read_write and a plain write receive it (include/types.h: every mode but the discards consumes)', () => {
    for (const mode of ['read', 'read_write', 'write'] as const) {
      expect(afterSplitWrite(mode).receives, mode).toEqual([
        { buffer: 0, from: 1, to: 0, region: [b1(8, 16)] },
      ]);
    }
  });

  it('discard_write and discard_read_write (no_init) do not', () => {
    for (const mode of ['discard_write', 'discard_read_write'] as const) {
      expect(afterSplitWrite(mode).receives, mode).toEqual([]);
      expect(afterSplitWrite(mode).copies, mode).toEqual([]);
    }
  });

  it('keeps received data: a second reader on the same node needs no second transfer', () => {
    const read = [access('read', { kind: 'neighborhood', extent: [1] })];
    const steps = simulate(
      { nodes: 2, devicesPerNode: 1 },
      [u()],
      [step(1, [access('discard_write')]), step(2, read), step(3, read)],
    );
    expect(steps[1]!.receives).toHaveLength(2);
    expect(steps[2]!.receives).toEqual([]);
    expect(steps[2]!.copies).toEqual([]);
  });
});

describe('host tasks and uninitialized buffers', () => {
  it('copies device results to host memory for a host task, and host-initialized data from the user allocation', () => {
    const hostRead: TaskStep = {
      task: { kind: 'host', id: 2 },
      geometry: line(),
      accesses: [access('read', { kind: 'all' })],
    };
    const [, host] = simulate(
      { nodes: 1, devicesPerNode: 2 },
      [u()],
      [step(1, [access('discard_write')]), hostRead],
    );
    expect(host!.copies).toEqual([
      { node: 0, buffer: 0, from: 2, to: 1, region: [b1(0, 8)] },
      { node: 0, buffer: 0, from: 3, to: 1, region: [b1(8, 16)] },
    ]);
    const [fresh] = simulate({ nodes: 1, devicesPerNode: 2 }, [u()], [hostRead]);
    expect(fresh!.copies).toEqual([{ node: 0, buffer: 0, from: 0, to: 1, region: [b1(0, 16)] }]);
  });

  it('warns about reading elements no task wrote, as src/task_manager.cc does, and copies nothing', () => {
    const [read] = simulate({ nodes: 1, devicesPerNode: 1 }, [u(false)], [step(1, [access('read')])]);
    expect(read!.warnings).toEqual([
      'Device kernel T1 "step" declares a reading access on uninitialized B0 "u" {[0,0,0] - [16,1,1]}.',
    ]);
    expect(read!.copies).toEqual([]);
    // Nor later, in another memory: there is no host allocation to copy such elements from.
    const hostRead: TaskStep = {
      task: { kind: 'host', id: 2 },
      geometry: line(),
      accesses: [access('read')],
    };
    const later = simulate(
      { nodes: 1, devicesPerNode: 2 },
      [u(false)],
      [step(1, [access('read')]), hostRead],
    );
    expect(later.map((s) => s.copies)).toEqual([[], []]);
    const [consume] = simulate(
      { nodes: 1, devicesPerNode: 1 },
      [u(false)],
      [step(1, [access('read_write')])],
    );
    expect(consume!.warnings).toEqual([
      'Device kernel T1 "step" declares a consuming access on uninitialized B0 "u" {[0,0,0] - [16,1,1]}. ' +
        'Make sure to construct the accessor with no_init if this was unintentional.',
    ]);
  });
});
