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
});
