import { describe, expect, it } from 'vitest';
import { renderDocMarkdown } from '@/lib/api/render-doc-markdown';

describe('renderDocMarkdown', () => {
  it('renders GFM and fenced code', async () => {
    const html = await renderDocMarkdown('Use `range`.\n\n```cpp\nint x;\n```\n\n| a |\n| - |\n| b |');
    expect(html).toContain('<code>range</code>');
    expect(html).toContain('<code class="language-cpp">int x;\n</code>');
    expect(html).toContain('<table>');
  });

  it('escapes raw HTML instead of passing it through or dropping it', async () => {
    const html = await renderDocMarkdown('A range<Dims> and <script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#x3C;script>');
    expect(html).toContain('range&#x3C;Dims>');
  });
});
