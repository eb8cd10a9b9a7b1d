import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Explorer } from '@/components/explorer/explorer';
import { ExplorerApp } from '@/components/explorer/explorer-app';
import { PRESETS, type PresetName } from '@/lib/explorer/ui-presets';

// <Explorer> loads ExplorerApp through next/dynamic, which needs Next's bundler; the markup is ExplorerApp's.
const render = (preset: PresetName) =>
  renderToString(createElement(ExplorerApp, { uid: `explorer-${preset}`, initial: PRESETS[preset] }));

describe('<Explorer> rendered at build time', () => {
  it('shows the preset as pictures and tables, before any script runs', () => {
    const html = render('work-groups');
    // 64 groups of 16 rows on three nodes: 22 groups, then 21 and 21 (the guide's numbers).
    expect(html).toContain('<td>[0,0] - [352,1024]</td>');
    expect(html).toContain('<td>[352,0] - [688,1024]</td>');
    expect(html).toContain('<td>[688,0] - [1024,1024]</td>');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain(
      'celerity::nd_range&lt;2&gt;(celerity::range&lt;2&gt;(1024, 1024), celerity::range&lt;2&gt;(16, 16))',
    );
  });

  it('labels every chunk in text, not by colour alone', () => {
    const html = render('split-hints');
    for (const label of ['N0 D0.0', 'N0 D1.1', 'N1 D0.0', 'N1 D1.1']) expect(html).toContain(`>${label}<`);
  });

  it('refuses an unknown preset, naming the known ones', () => {
    expect(() => renderToString(createElement(Explorer, { preset: 'heat' }))).toThrow(
      '<Explorer preset="heat">: no such preset; expected one of range-mappers, heat-stencil, wave-sim, work-groups, split-hints',
    );
  });
});
