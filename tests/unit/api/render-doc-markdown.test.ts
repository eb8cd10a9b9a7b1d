import { describe, expect, it } from 'vitest';
import { renderDocMarkdown } from '@/lib/api/pages/render-doc-markdown';

describe('renderDocMarkdown', () => {
  it('renders GFM and highlights fenced code compactly at build time', async () => {
    const html = await renderDocMarkdown(
      'Use `range`.\n\n```cpp\nconst int x; // one\n```\n\n| a |\n| - |\n| b |',
    );
    expect(html).toContain('<code>range</code>');
    expect(html).toContain(
      '<figure data-code-block><pre tabindex=0><code><span class=k>const int</span> x;<span class=m> // one</span></code></pre></figure>',
    );
    expect(html).not.toContain('style=');
    // A table scrolls in a box the keyboard can reach, as the guides' tables do.
    expect(html).toContain('<div class=table-scroll tabindex=0 role=region aria-label=Table><table>');
  });

  it('escapes raw HTML instead of passing it through or dropping it', async () => {
    const html = await renderDocMarkdown('A range<Dims> and <script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#x3C;script>');
    expect(html).toContain('range&#x3C;Dims>');
  });

  it('links inline code naming a documented symbol, with the base path', async () => {
    const html = await renderDocMarkdown('See `buffer<T, 1>` and `other`.', {
      links: { names: {}, short: { buffer: '/docs/api/records/A/' }, types: {} },
      basePath: '/base',
    });
    expect(html).toBe(
      '<p>See <a href=/base/docs/api/records/A/><code>buffer&#x3C;T, 1></code></a> and <code>other</code>.</p>',
    );
  });
});
