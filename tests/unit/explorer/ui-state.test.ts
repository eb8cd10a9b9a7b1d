import { describe, expect, it } from 'vitest';
import { buildModel } from '@/lib/explorer/ui-model';
import { accessor, PRESETS } from '@/lib/explorer/ui-presets';
import { explorerSample } from '@/lib/explorer/ui-sample';
import { stateFromQuery, stateToQuery, type ExplorerState } from '@/lib/explorer/ui-state';

const base = PRESETS['range-mappers'];

describe('explorer state in the URL', () => {
  it.each(Object.entries(PRESETS))('round-trips the %s preset', (_, state) => {
    expect(stateFromQuery(stateToQuery(state))).toEqual(state);
  });

  it('round-trips every mapper parameter and a host task', () => {
    const state: ExplorerState = {
      ...base,
      dims: 1,
      host: true,
      steps: 'twice',
      chunk: 3,
      accessors: [accessor({ mapper: 'fixed', offset: [2, 7], size: [9, 4], dim: 1, shape: 'along_axes' })],
    };
    const query = stateToQuery(state);
    expect(query).toContain('acc0=64x64%7Eread%7Efixed%7E2x7%7E9x4%7E1%7Ealong_axes%7E2%7E1x1');
    expect(stateFromQuery(query)).toEqual(state);
    const split = accessor({ bufferDims: 1, mapper: 'even_split', granularity: [8, 1] });
    expect(stateFromQuery(stateToQuery({ ...state, accessors: [split] })).accessors).toEqual([split]);
  });

  it('reads a link from before buffers had their own dimensionality', () => {
    const query = new URLSearchParams(stateToQuery({ ...base, dims: 1 }));
    query.set('acc0', '64x64~read~even_split~1x1~16x16~0~bounding_box');
    query.delete('acc1');
    expect(stateFromQuery(query.toString()).accessors).toEqual([
      accessor({ bufferDims: 1, mapper: 'even_split', offset: [1, 1] }),
    ]);
    query.set('acc0', '64x64~read~even_split~1x1~16x16~0~bounding_box~1~0x1');
    expect(() => stateFromQuery(query.toString())).toThrow(
      'acc0 even_split granularity: expected an integer from 1 to 4096, got "0"',
    );
  });

  it('names the parameter and what it expects', () => {
    const query = new URLSearchParams(stateToQuery(base));
    query.set('nodes', '0');
    expect(() => stateFromQuery(query.toString())).toThrow(
      'nodes: expected an integer from 1 to 64, got "0"',
    );
    query.set('nodes', '2');
    // Devices take memory ids 2 to 63 of the runtime's 64 (include/system_info.h).
    query.set('devices', '63');
    expect(() => stateFromQuery(query.toString())).toThrow(
      'devices: expected an integer from 1 to 62, got "63"',
    );
    query.set('devices', '62');
    expect(stateFromQuery(query.toString()).devices).toBe(62);
    query.set('acc1', '64x64~scribble~all~1x1~1x1~0~bounding_box');
    expect(() => stateFromQuery(query.toString())).toThrow(
      'acc1 access mode: expected one of read, write, read_write, discard_write, discard_read_write, got "scribble"',
    );
    query.delete('acc0');
    query.delete('acc1');
    expect(() => stateFromQuery(query.toString())).toThrow('acc0: expected at least one accessor');
  });
});

describe('explorer model', () => {
  it('splits 64×64 over 2 nodes × 2 devices into row bands with a one-row halo', () => {
    const model = buildModel(base);
    expect(model.problem).toBeNull();
    expect(model.chunks.map((c) => c.label)).toEqual(['N0 D0', 'N0 D1', 'N1 D0', 'N1 D1']);
    expect(model.chunks.map((c) => c.chunk.box.max[0])).toEqual([16, 32, 48, 64]);
    // Chunk 0 reads rows 0..17 through neighborhood {1,1}; rows 15 and 16 are also read by chunk 1.
    expect(model.accesses[0]!.region).toEqual([{ min: [0, 0, 0], max: [17, 64, 1] }]);
    expect(model.accesses[0]!.halo).toEqual([{ min: [15, 0, 0], max: [17, 64, 1] }]);
  });

  it('reports overlapping writes in the runtime words', () => {
    const model = buildModel({ ...base, accessors: [accessor({ mapper: 'all', mode: 'discard_write' })] });
    // The explorer's code names no buffer, so the runtime labels it B0 without a name (src/utils.cc).
    expect(model.reports[0]!.errors[0]!.message).toMatch(
      /^Device kernel T1 has overlapping writes between multiple nodes in B0 \{/,
    );
  });

  it("shows a refused mapper instead of a picture, in the runtime's words", () => {
    // A transposing lambda takes chunk<2>; a 1D kernel throws at submission (include/range_mapper.h,
    // throw_invalid_range_mapper_args).
    const model = buildModel({ ...base, dims: 1, accessors: [accessor({ mapper: 'transposed' })] });
    expect(model.problem).toBe(
      'Invalid range mapper dimensionality: 1-dimensional kernel submitted with a requirement whose range mapper is neither invocable for chunk<1> nor (chunk<1>, range<2>) to produce subrange<2> (transposed needs a 2D kernel and a 2D buffer, got a 1D kernel and a 2D buffer)',
    );
    expect(model.chunks).toEqual([]);
  });
});

describe('explorer sample', () => {
  it('follows the controls', () => {
    const code = explorerSample({ ...PRESETS['split-hints'], constraint: [8, 16], local: [4, 4] });
    expect(code).toContain('celerity::experimental::hint(cgh, celerity::experimental::hints::split_2d{});');
    expect(code).toContain('celerity::experimental::hints::oversubscribe{2}');
    expect(code).toContain('celerity::experimental::constrain_split(cgh, celerity::range<2>(8, 16));');
    expect(code).toContain('celerity::nd_range<2>(celerity::range<2>(64, 64), celerity::range<2>(4, 4))');
    expect(code).toContain(
      'celerity::accessor acc_a(buf_a, cgh, celerity::access::neighborhood(celerity::range<2>(1, 1), celerity::neighborhood_shape::bounding_box), celerity::read_only);',
    );
  });

  it('uses host-task access tags and a partition for a host task', () => {
    const code = explorerSample({
      ...base,
      dims: 1,
      host: true,
      accessors: [accessor({ bufferDims: 1, mapper: 'even_split', mode: 'discard_write' })],
    });
    expect(code).toContain(
      'celerity::experimental::access::even_split<1>(), celerity::write_only_host_task, celerity::no_init',
    );
    expect(code).toContain(
      'cgh.host_task(celerity::range<1>(64), [=](celerity::partition<1>) { (void)acc_a; });',
    );
  });

  // The runtime throws at submission when an accessor is not copied into the kernel, and a [=] lambda
  // copies only what its body names.
  const KERNEL_STATES: Array<[string, ExplorerState]> = [
    ...Object.entries(PRESETS),
    ['host task', { ...base, host: true }],
    ['nd_range', { ...base, local: [4, 4] }],
  ];
  it.each(KERNEL_STATES)('names every accessor in the kernel it belongs to: %s', (_, state) => {
    for (const api of ['0.6', '0.7'] as const) {
      const groups = explorerSample(state, api).split('q.submit(').slice(1);
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) {
        const declared = [...group.matchAll(/celerity::accessor (\w+)\(/g)].map((m) => m[1]!);
        const kernel = group.slice(group.search(/cgh\.(?:parallel_for|host_task)\(/));
        expect(declared.length).toBeGreaterThan(0);
        for (const name of declared) expect(kernel).toContain(`(void)${name};`);
      }
    }
  });

  it('swaps only two buffers of one type, and includes <utility> only then', () => {
    const iterate = { ...PRESETS['heat-stencil'], steps: 'iterate' as const };
    expect(explorerSample(iterate)).toContain('std::swap(buf_a, buf_b);');
    expect(explorerSample(iterate)).toContain('#include <utility>');
    for (const state of [
      { ...iterate, accessors: [iterate.accessors[0]!] },
      { ...iterate, accessors: [iterate.accessors[0]!, accessor({ bufferDims: 1 })] },
    ]) {
      expect(explorerSample(state)).not.toContain('std::swap');
      expect(explorerSample(state)).not.toContain('#include <utility>');
    }
  });
});
