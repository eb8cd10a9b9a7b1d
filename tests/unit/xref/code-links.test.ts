import { describe, expect, it } from 'vitest';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { highlightToHtml } from '@/lib/mdx/highlighter.mjs';

const index: XrefIndex = {
  names: {
    'celerity::queue': '/docs/api/records/Q/',
    'celerity::queue::submit': '/docs/api/records/Q/submit/',
    'celerity::buffer': '/docs/api/records/B/',
  },
  short: {},
  types: { 'celerity::queue': 'celerity::queue' },
};
const links = { index, basePath: '/base' };

describe('links in highlighted C++', () => {
  it('wraps whole tokens in links that keep their colour and carry the base path', async () => {
    const html = await highlightToHtml('celerity::queue q;\nq.submit(f);', 'cpp', { links });
    expect(html).toMatch(/<pre [^>]*data-links=""/);
    // A multi-token name: one link around its coloured spans (plain-text tokens are bare text).
    expect(html).toContain('<a href="/base/docs/api/records/Q/"><span class="e">celerity</span>::queue</a>');
    // A single token keeps its colour on a span inside the link: the link has the colour of its text.
    expect(html).toContain('<a href="/base/docs/api/records/Q/submit/"><span class="f">submit</span></a>');
    expect(html).not.toMatch(/<a [^>]*class=/);
  });

  it('keeps the line element when a link spans a whole line', async () => {
    const html = await highlightToHtml('int x;\ncelerity::buffer', 'cpp', { links });
    expect(html).toContain('<span class="line"><a href="/base/docs/api/records/B/">');
  });

  it('links nothing without an index, in other languages and in comments', async () => {
    expect(await highlightToHtml('celerity::queue q;', 'cpp')).not.toContain('<a ');
    expect(await highlightToHtml('celerity::queue q;', 'bash', { links })).not.toContain('<a ');
    const html = await highlightToHtml('// celerity::queue\ncelerity::buffer b;', 'cpp', { links });
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});
