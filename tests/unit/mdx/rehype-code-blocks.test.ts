import type { Element, Root } from 'hast';
import { hastToHtml as toHtml } from 'shiki/core';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import rehypeCodeBlocks from '@/lib/mdx/rehype-code-blocks.mjs';

const markdown = '```cpp title="sample.cc"\nint main() { return 0; }\n```\n';

/** The <pre> of the one code block in `source`, after the plugin ran with `html`. */
async function codePre(html: boolean, source = markdown): Promise<Element> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeCodeBlocks, { links: false, html });
  const tree = (await processor.run(processor.parse(source))) as Root;
  const figure = tree.children.find((node): node is Element => node.type === 'element');
  const pre = figure?.children.find(
    (node): node is Element => node.type === 'element' && node.tagName === 'pre',
  );
  if (!pre) throw new Error('no <pre> in the code block figure');
  return pre;
}

describe('rehypeCodeBlocks', () => {
  it('keeps the highlighted tokens as elements by default', async () => {
    const pre = await codePre(false);
    expect(pre.properties.dataCodeHtml).toBeUndefined();
    expect(toHtml(pre.children)).toMatch(/^<code><span class="line"><span class="k">int<\/span>/);
  });

  it('with html, hands the same markup over as one string and leaves the <pre> empty', async () => {
    const [elements, string] = await Promise.all([codePre(false), codePre(true)]);
    expect(string.children).toEqual([]);
    expect(string.properties.dataCodeHtml).toBe(
      toHtml(elements.children).replace('<code>', '<code style="--code-lines:1">'),
    );
    expect(string.properties['data-language']).toBe('cpp');
  });

  it('with html, gives the <code> its number of rendered lines', async () => {
    const pre = await codePre(true, '```cpp\nint a;\n// highlight-next-line\nint b;\n\nint c;\n```\n');
    expect(pre.properties.dataCodeHtml).toMatch(/^<code style="--code-lines:4">/);
  });
});
