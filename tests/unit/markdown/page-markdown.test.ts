import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '@/lib/markdown/page-markdown';

describe('pageMarkdown', () => {
  it('leaves out parts marked data-twin-omit and keeps the tables beside them', () => {
    const html =
      '<html><body><main><p>Before</p><div data-twin-omit=""><label>Nodes</label><input value="3"></div>' +
      '<table><thead><tr><th>Chunk</th></tr></thead><tbody><tr><td>N0 D0</td></tr></tbody></table></main></body></html>';
    const markdown = pageMarkdown(html, 'https://example.org/docs/x/')!;
    expect(markdown).toContain('Before');
    expect(markdown).toContain('| N0 D0 |');
    expect(markdown).not.toContain('Nodes');
  });

  it("is the article of a page's <main>: head, navbar, sidebar and footer stay out; links become absolute", () => {
    const html =
      '<!DOCTYPE html><html><head><title>T</title><script>var a = "<main>";</script></head><body>' +
      '<header><nav><a href="/docs/">Docs</a></nav></header><main class="m"><aside>Sidebar</aside>' +
      '<article><h1>Title<a class="hash-link" href="#title">#</a></h1><p>See <a href="/docs/y/">y</a>.</p></article>' +
      '</main><footer><p>Footer</p></footer></body></html>';
    expect(pageMarkdown(html, 'https://example.org/base/docs/x/')).toBe(
      '# Title\n\nSee [y](https://example.org/docs/y/).\n',
    );
  });

  it('is null for a page without <main>', () => {
    expect(
      pageMarkdown('<html><body><article><p>x</p></article></body></html>', 'https://e.org/'),
    ).toBeNull();
  });
});
