import { describe, expect, it } from 'vitest';
import { makeBox } from '@/lib/explorer/box';
import { buildModel } from '@/lib/explorer/ui-model';
import { accessor, PRESETS } from '@/lib/explorer/ui-presets';
import { explorerSample } from '@/lib/explorer/ui-sample';

const rows = (from: number, to: number, width: number) => makeBox([from, 0, 0], [to, width, 1]);
const line = { ...PRESETS['range-mappers'], dims: 1 as const, size: [8, 1] as [number, number], devices: 1 };

// The even-split preset: a producer kernel writes a 30 × 16 buffer on 3 nodes × 2 devices (rows 0–5 on
// N0 D0, 5–10 on N0 D1, 10–15 on N1 D0, …), then a 1D host task of 3 items reads it through
// even_split<2>(range<2>(4, 1)) (include/range_mapper.h): 30 / (3 · 4) = 2 units of 4 rows each, and the
// 6 rows left over give the first item one unit more and the last item the 2 rows below a unit.
describe('even_split with a granularity, on a 2D buffer of a 1D host task', () => {
  const model = buildModel(PRESETS['even-split']);

  it('deals out blocks of 12, 8 and 10 rows', () => {
    expect(model.problem).toBeNull();
    expect(model.chunks.map((c) => c.label)).toEqual(['N0 host', 'N1 host', 'N2 host']);
    const region = (chunk: number) => buildModel({ ...PRESETS['even-split'], chunk }).accesses[0]!.region;
    expect([0, 1, 2].map(region)).toEqual([[rows(0, 12, 16)], [rows(12, 20, 16)], [rows(20, 30, 16)]]);
    expect(model.accesses[0]!.halo).toEqual([]);
  });

  it('shows what N0 receives and what is copied into its host memory before the host task', () => {
    // Rows 10–12 were written last by N1 (src/command_graph_generator.cc); the rows N0's devices wrote
    // are copied from each device's memory into host memory, where host tasks run and received data
    // lands (src/instruction_graph_generator.cc).
    expect(model.accesses[0]!.received).toEqual([{ from: 'N1', region: [rows(10, 12, 16)] }]);
    expect(model.accesses[0]!.copied).toEqual([
      { from: 'device D0', region: [rows(0, 5, 16)] },
      { from: 'device D1', region: [rows(5, 10, 16)] },
    ]);
    const n1 = buildModel({ ...PRESETS['even-split'], chunk: 1 }).accesses[0]!;
    expect(n1.received).toEqual([]);
    // N1 first copies rows 10–12, which it sends to N0, from its device D0 into host memory (the runtime
    // makes host memory coherent before a push), then the rest its host task reads.
    expect(n1.copied).toEqual([
      { from: 'device D0', region: [rows(10, 12, 16)] },
      { from: 'device D0', region: [rows(12, 15, 16)] },
      { from: 'device D1', region: [rows(15, 20, 16)] },
    ]);
  });

  it('writes the granularity and the buffer dimensionality into the code', () => {
    const code = explorerSample(PRESETS['even-split']);
    expect(code).toContain('celerity::buffer<float, 2> buf_a(init_a.data(), celerity::range<2>(30, 16));');
    expect(code).toContain(
      'celerity::experimental::access::even_split<2>(celerity::range<2>(4, 1)), celerity::read_only_host_task',
    );
    expect(code).toContain(
      'cgh.parallel_for(celerity::range<2>(30, 16), [=](celerity::item<2>) { (void)out; });',
    );
    expect(code).toContain(
      'cgh.host_task(celerity::range<1>(3), [=](celerity::partition<1>) { (void)acc_a; });',
    );
  });
});

describe('buffers of another dimensionality than the kernel', () => {
  it('maps a 1D kernel through all and fixed onto a 2D buffer (include/range_mapper.h)', () => {
    const all = buildModel({
      ...line,
      accessors: [accessor({ bufferDims: 2, range: [4, 6], mapper: 'all' })],
    });
    expect(all.problem).toBeNull();
    expect(all.accesses[0]!.region).toEqual([rows(0, 4, 6)]);
    expect(all.accesses[0]!.halo).toEqual([rows(0, 4, 6)]);
    const fixed = accessor({ bufferDims: 2, range: [4, 6], mapper: 'fixed', offset: [1, 2], size: [2, 9] });
    const model = buildModel({ ...line, accessors: [fixed] });
    expect(model.accesses[0]!.region).toEqual([makeBox([1, 2, 0], [3, 6, 1])]);
    expect(explorerSample({ ...line, accessors: [fixed] })).toContain(
      'celerity::access::fixed<2>(celerity::subrange<2>({1, 2}, {2, 9}))',
    );
  });

  it("refuses one_to_one between a 2D kernel and a 1D buffer in the runtime's words", () => {
    const model = buildModel({
      ...PRESETS['range-mappers'],
      accessors: [accessor({ bufferDims: 1, range: [64, 1], mapper: 'one_to_one' })],
    });
    expect(model.problem).toMatch(
      /^Invalid range mapper dimensionality: 2-dimensional kernel submitted with a requirement whose range mapper is neither invocable for chunk<2> nor \(chunk<2>, range<1>\) to produce subrange<1>/,
    );
  });

  it('reports a work-group size or split constraint that does not fit first, as the program meets it first', () => {
    // The nd_range constructor and constrain_split throw inside the command group function; the range
    // mapper is first called when the runtime builds the task (src/task.cc).
    const mismatch = [accessor({ bufferDims: 2, range: [8, 4], mapper: 'one_to_one' })];
    const groups = buildModel({ ...line, local: [3, 1], accessors: mismatch });
    expect(groups.problem).toBe('global_range is not divisible by local_range');
    const constraint = buildModel({ ...line, constraint: [3, 1], accessors: mismatch });
    expect(constraint.problem).toMatch(
      /^The split constraint \[3\] does not evenly divide the kernel global size \[8\]/,
    );
    expect(buildModel({ ...line, accessors: mismatch }).problem).toMatch(
      /^Invalid range mapper dimensionality/,
    );
  });
});

describe('a host task with the oversubscribe hint', () => {
  it('splits each node chunk by the factor, all in host memory', () => {
    // split_task_execution_range (src/instruction_graph_generator.cc): a host task without side effects
    // is splittable locally; its one coarse chunk per node is split by the oversubscribe factor.
    const model = buildModel({
      ...line,
      host: true,
      nodes: 2,
      oversubscribe: 2,
      accessors: [accessor({ bufferDims: 1, range: [8, 1] })],
    });
    expect(model.chunks.map((c) => [c.label, c.chunk.box.min[0], c.chunk.box.max[0]])).toEqual([
      ['N0 host.0', 0, 2],
      ['N0 host.1', 2, 4],
      ['N1 host.0', 4, 6],
      ['N1 host.1', 6, 8],
    ]);
    expect(model.reports[0]!.warnings).toEqual([]);
  });
});

// A radius-1 stencil on 1000 items over 3 nodes (334, 333, 333 items: src/split.cc gives the first chunk
// the remainder), iterated with the buffers swapped after each task: the first iteration reads the
// host-initialized a, the second reads b, which each node wrote in its own part.
describe('stencil iterations on two swapped buffers', () => {
  const line = (mapper: 'neighborhood' | 'one_to_one', mode: 'read' | 'discard_write') =>
    accessor({ bufferDims: 1, range: [1000, 1], mapper, mode });
  const state = {
    ...PRESETS['range-mappers'],
    dims: 1 as const,
    size: [1000, 1] as [number, number],
    nodes: 3,
    devices: 1,
    steps: 'iterate' as const,
    iterations: 3,
    accessors: [line('neighborhood', 'read'), line('one_to_one', 'discard_write')],
  };
  const model = buildModel(state);
  const cells = (from: number, to: number) => [makeBox([from, 0, 0], [to, 1, 1])];

  it('moves nothing before the first iteration and the halo of b before the second', () => {
    expect(model.problem).toBeNull();
    expect(model.reports[0]!.receives).toEqual([]);
    const toN1 = model.reports[1]!.receives.filter((r) => r.to === 1);
    expect(toN1).toEqual([
      expect.objectContaining({ from: 0, buffer: 1, region: cells(333, 334) }),
      expect.objectContaining({ from: 2, buffer: 1, region: cells(667, 668) }),
    ]);
    expect(model.reports[2]!.receives.filter((r) => r.to === 1).map((r) => r.buffer)).toEqual([0, 0]);
  });

  it('counts the horizons the runtime inserts into the ids of later iterations', () => {
    // Each iteration depends on the one before; after the fourth the chain has grown by the horizon step
    // (4), so the runtime makes horizon T5 and the fifth iteration is T6 (src/task_manager.cc).
    const nine = buildModel({ ...state, iterations: 9 });
    expect(nine.taskIds).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 11]);
    expect(buildModel(state).taskIds).toEqual([1, 2, 3]);
  });

  it('writes the loop with the swap, and refuses buffers that cannot swap', () => {
    expect(explorerSample(state)).toContain('std::swap(buf_a, buf_b);');
    const uneven = { ...state, accessors: [line('neighborhood', 'read'), accessor({ bufferDims: 1 })] };
    expect(buildModel(uneven).problem).toBe(
      'The explorer swaps buffers a and b between iterations only when both have the same dimensions and range.',
    );
  });
});

// A host task takes a plain range in the explorer's code (cgh.host_task(range, …)), whose split
// granularity is 1 whatever the work-group field says (include/handler.h, host_task).
describe('a host task with a work-group size left in its field', () => {
  const state = {
    ...line,
    size: [96, 1] as [number, number],
    local: [32, 1] as [number, number],
    nodes: 4,
    host: true,
    accessors: [accessor({ bufferDims: 1, range: [96, 1], mapper: 'one_to_one', mode: 'read' })],
  };

  it('splits without the work-group size and says so', () => {
    const model = buildModel(state);
    expect(model.problem).toBeNull();
    expect(model.chunks.map((c) => c.chunk.box.max[0])).toEqual([24, 48, 72, 96]);
    expect(model.notes).toEqual([
      'A host task has no work groups: its range is split without the work-group size.',
    ]);
    expect(buildModel({ ...state, size: [100, 1] }).problem).toBeNull();
    expect(buildModel({ ...state, host: false }).chunks).toHaveLength(3);
  });
});

// src/split.cc: split_1d cuts dimension 0 alone, so 2 rows of 1000 items give 2 chunks on 4 nodes;
// split_2d only makes grids whose sides multiply to the count, so 5 chunks of a 4 × 4 range become 4 × 1.
describe('fewer chunks than asked', () => {
  const plane = { ...line, dims: 2 as const, devices: 1, nodes: 4 };

  it('names split_1d and dimension 0 when dimension 0 runs out, however many items the range has', () => {
    const model = buildModel({ ...plane, size: [2, 1000] });
    expect(model.chunks).toHaveLength(2);
    expect(model.notes).toEqual([
      '2 chunks, not 4 (4 nodes × 1 device each): split_1d cuts only dimension 0, which has too few units of the split granularity for that many; the runtime makes no empty chunks.',
    ]);
    expect(buildModel({ ...plane, size: [1000, 2] }).notes).toEqual([]);
  });

  it('names the grid of split_2d when the count has no factors that fit', () => {
    const model = buildModel({ ...plane, nodes: 5, split2d: true, size: [4, 4] });
    expect(model.chunks).toHaveLength(4);
    expect(model.notes[0]).toMatch(
      /^4 chunks, not 5 \(5 nodes × 1 device each\): split_2d cuts dimensions 0 and 1 into a grid/,
    );
  });
});

// Overlapping writes are logged by the access-pattern diagnostics only (src/runtime.cc), and between
// nodes the runtime keeps each node's own write (src/command_graph_generator.cc), unlike the explorer's
// transfers.
describe('a note on overlapping writes', () => {
  const write = (mapper: 'neighborhood' | 'one_to_one', devices: number, nodes: number) =>
    buildModel({
      ...PRESETS['range-mappers'],
      dims: 1 as const,
      size: [1000, 1] as [number, number],
      nodes,
      devices,
      steps: 'once' as const,
      accessors: [accessor({ bufferDims: 1, range: [1000, 1], mapper, mode: 'discard_write' })],
    });

  it('says which builds report them, and what the transfers leave out between nodes', () => {
    const between = write('neighborhood', 1, 3).notes.join('\n');
    expect(between).toContain('only when it is built with CELERITY_ACCESS_PATTERN_DIAGNOSTICS');
    expect(between).toContain("keeps each node's own write");
    const onNode = write('neighborhood', 2, 1).notes.join('\n');
    expect(onNode).toContain('CELERITY_ACCESS_PATTERN_DIAGNOSTICS');
    expect(onNode).not.toContain("each node's own write");
    expect(write('one_to_one', 2, 3).notes).toEqual([]);
  });
});
