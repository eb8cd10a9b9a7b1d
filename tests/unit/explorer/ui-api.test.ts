import { describe, expect, it } from 'vitest';
import { stateForApi } from '@/lib/explorer/ui-api';
import { accessor, explorerSetup, PRESETS } from '@/lib/explorer/ui-presets';
import { explorerSample } from '@/lib/explorer/ui-sample';

// What the explorer offers and writes for v0.6.0 (include/distr_queue.h, include/range_mapper.h: a
// neighborhood of one to three size_t extents and no shape) next to the v0.7.0 API of the newer guides.
const PRESET_CODE_07 = [
  '#include <celerity.h>',
  '',
  '#include <vector>',
  '',
  'int main() {',
  '    std::vector<float> init_a(64 * 64, 0.f);',
  '    std::vector<float> init_b(64 * 64, 0.f);',
  '    celerity::queue q;',
  '    celerity::buffer<float, 2> buf_a(init_a.data(), celerity::range<2>(64, 64));',
  '    celerity::buffer<float, 2> buf_b(init_b.data(), celerity::range<2>(64, 64));',
  '    q.submit([&](celerity::handler& cgh) {',
  '        celerity::accessor acc_a(buf_a, cgh, celerity::access::neighborhood(celerity::range<2>(1, 1), celerity::neighborhood_shape::bounding_box), celerity::read_only);',
  '        celerity::accessor acc_b(buf_b, cgh, celerity::access::one_to_one{}, celerity::write_only, celerity::no_init);',
  '        cgh.parallel_for(celerity::range<2>(64, 64), [=](celerity::item<2>) { (void)acc_a; (void)acc_b; });',
  '    });',
  '}',
].join('\n');

describe('the explorer for the v0.6.0 API', () => {
  it('writes the v0.7.0 code on the newer guides, with or without naming the API', () => {
    expect(explorerSample(PRESETS['range-mappers'])).toBe(PRESET_CODE_07);
    expect(explorerSample(PRESETS['range-mappers'], '0.7')).toBe(PRESET_CODE_07);
  });

  it('writes a distr_queue and a neighborhood of size_t extents without a shape', () => {
    const code = explorerSample(PRESETS['range-mappers'], '0.6');
    expect(code).toBe(
      PRESET_CODE_07.replace('celerity::queue q;', 'celerity::distr_queue q;').replace(
        'neighborhood(celerity::range<2>(1, 1), celerity::neighborhood_shape::bounding_box)',
        'neighborhood(1, 1)',
      ),
    );
    const oneD = explorerSample(
      {
        ...PRESETS['range-mappers'],
        dims: 1,
        accessors: [accessor({ bufferDims: 1, mapper: 'neighborhood', offset: [3, 7], shape: 'along_axes' })],
      },
      '0.6',
    );
    expect(oneD).toContain(
      'celerity::accessor acc_a(buf_a, cgh, celerity::access::neighborhood(3), celerity::read_only);',
    );
    expect(oneD).not.toContain('neighborhood_shape');
  });

  it('turns an along_axes neighborhood into the bounding box, the only one v0.6.0 has', () => {
    const stencil = PRESETS['heat-stencil'];
    expect(stencil.accessors[0]!.shape).toBe('along_axes');
    const forced = stateForApi(stencil, '0.6');
    expect(forced.accessors.map((a) => a.shape)).toEqual(['bounding_box', 'bounding_box']);
    expect({ ...forced, accessors: stencil.accessors }).toEqual(stencil);
    expect(explorerSetup('heat-stencil', '0.6').initial).toEqual(forced);
  });

  it('keeps the state object where nothing changes, and the shape on v0.7.0', () => {
    const stencil = PRESETS['heat-stencil'];
    expect(stateForApi(stencil, '0.7')).toBe(stencil);
    expect(stateForApi(PRESETS['range-mappers'], '0.6')).toBe(PRESETS['range-mappers']);
    expect(explorerSetup('heat-stencil', undefined)).toEqual({ initial: stencil, api: '0.7' });
  });

  it('refuses an API it does not know, naming the known ones', () => {
    expect(() => explorerSetup('work-groups', '0.5')).toThrow(
      '<Explorer api="0.5">: no such API version; expected one of 0.7, 0.6, or none for 0.7',
    );
  });
});
