import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import rehypeTableLabels from '@/lib/mdx/rehype-table-labels.mjs';

const table = '| a | b |\n| - | - |\n| 1 | 2 |\n';

/** The region labels the plugin gives the tables of `markdown`, in document order. */
function labels(markdown: string): string[] {
  const html = String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeSlug)
      .use(rehypeAutolinkHeadings, { behavior: 'append', properties: { className: ['hash-link'] } })
      .use(rehypeTableLabels)
      .use(rehypeStringify)
      .processSync(markdown),
  );
  return [...html.matchAll(/<table data-region-label="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('rehypeTableLabels', () => {
  it('names each table after its section, numbering tables that share one', () => {
    expect(
      labels(`${table}\n## Environment *variables*\n\n${table}\n${table}\n### CMake\n\n${table}`),
    ).toEqual(['Table', 'Table: Environment variables', 'Table 2: Environment variables', 'Table: CMake']);
  });

  it('gives every table on a page a distinct name', () => {
    const names = labels(`${table}\n${table}\n## A\n\n${table}\n## B\n\n${table}\n${table}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
