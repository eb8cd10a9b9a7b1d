import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Explorer } from '@/components/explorer/explorer';
import { ExplorerApp } from '@/components/explorer/explorer-app';
import { type ExplorerApi } from '@/lib/explorer/ui-api';
import { PRESETS, type PresetName } from '@/lib/explorer/ui-presets';
import { type ExplorerState } from '@/lib/explorer/ui-state';

// <Explorer>'s island requires ExplorerApp through Next's bundler when it renders; the markup is ExplorerApp's.
const render = (preset: PresetName, api: ExplorerApi = '0.7', change: Partial<ExplorerState> = {}) =>
  renderToString(
    createElement(ExplorerApp, {
      uid: `explorer-${preset}`,
      initial: { ...PRESETS[preset], ...change },
      api,
      links: {},
    }),
  );

describe('<Explorer> rendered at build time', () => {
  it('shows the preset as pictures and tables, before any script runs', () => {
    const html = render('work-groups');
    // 64 groups of 16 rows on three nodes: 22 groups, then 21 and 21 (the guide's numbers).
    expect(html).toContain('<td role="cell">[0,0] - [352,1024]</td>');
    expect(html).toContain('<td role="cell">[352,0] - [688,1024]</td>');
    expect(html).toContain('<td role="cell">[688,0] - [1024,1024]</td>');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain(
      'celerity::nd_range&lt;2&gt;(celerity::range&lt;2&gt;(1024, 1024), celerity::range&lt;2&gt;(16, 16))',
    );
  });

  it('labels every chunk in text, not by colour alone', () => {
    const html = render('split-hints');
    for (const label of ['N0 D0.0', 'N0 D1.1', 'N1 D0.0', 'N1 D1.1']) expect(html).toContain(`>${label}<`);
  });

  it('draws received and copied elements in their own patterns, labelled, and lists them in the table', () => {
    // N0's block of the even-split preset: rows 10–12 arrive from N1, rows 0–5 and 5–10 are copied from
    // its devices into host memory (tests/unit/explorer/ui-model.test.ts works them out).
    const html = render('even-split');
    expect(html).toContain('<pattern id="explorer-even-split-dots-0"');
    expect(html).toContain('<pattern id="explorer-even-split-stripes-0"');
    expect(html).toMatch(/<path d="[^"]+" fill="url\(#explorer-even-split-dots-0\)" class="xp-received"/);
    expect(html).toMatch(/<path d="[^"]+" fill="url\(#explorer-even-split-stripes-0\)" class="xp-copied"/);
    expect(html).toContain('>received from N1</text>');
    expect(html).toContain('>copy from D0</text>');
    expect(html).toContain('<td>from N1: {[10,0] - [12,16]} (32)</td>');
    expect(html).toContain(
      '<td>from device D0: {[0,0] - [5,16]} (80); from device D1: {[5,0] - [10,16]} (80)</td>',
    );
  });

  it('offers the neighborhood shape and writes celerity::queue for v0.7.0 only', () => {
    const shape = 'Neighborhood shape, from v0.7 (a)';
    // The preset's along_axes becomes the bounding box for v0.6.0, even though the state passed in says
    // otherwise: split in 2D, N0 D0's 64 × 64 block reads the corner element (64, 64) too.
    const older = render('heat-stencil', '0.6', { split2d: true });
    expect(older).toContain('<td>{[0,0] - [65,65]}</td>');
    expect(older).not.toContain(shape);
    expect(older).toContain('celerity::distr_queue q;');
    expect(older).toContain('celerity::access::neighborhood(1, 1), celerity::read_only');
    expect(older).not.toContain('neighborhood_shape');
    const newer = render('heat-stencil', '0.7', { split2d: true });
    expect(newer).toContain('<td>{[0,0] - [64,65], [64,0] - [65,64]}</td>');
    expect(newer).toContain(shape);
    expect(newer).toContain('celerity::queue q;');
    expect(newer).toContain('celerity::neighborhood_shape::along_axes');
  });

  it("links the code's names to their API pages", () => {
    const links = { 'celerity::queue': { href: '/docs/api/records/celerity-queue/' } };
    const html = renderToString(
      createElement(ExplorerApp, {
        uid: 'explorer-work-groups',
        initial: PRESETS['work-groups'],
        api: '0.7',
        links,
      }),
    );
    expect(html).toMatch(/<pre[^>]*data-links=""/);
    expect(html).toContain('<a href="/docs/api/records/celerity-queue/">celerity::queue</a> q;');
  });

  it('refuses an unknown API version on <Explorer>', () => {
    expect(() => renderToString(createElement(Explorer, { preset: 'work-groups', api: '6' }))).toThrow(
      '<Explorer api="6">: no such API version; expected one of 0.7, 0.6, or none for 0.7',
    );
  });

  it('refuses an unknown preset, naming the known ones', () => {
    expect(() => renderToString(createElement(Explorer, { preset: 'heat' }))).toThrow(
      '<Explorer preset="heat">: no such preset; expected one of range-mappers, heat-stencil, wave-sim, work-groups, split-hints, even-split',
    );
  });
});
