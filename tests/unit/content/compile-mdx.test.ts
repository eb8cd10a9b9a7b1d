import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileMdx, mdxParseCounts } from '@/lib/content/compile-mdx';
import { outlineMdx } from '@/lib/content/doc-outline';

// Every reader of a content file's body (outline and search text, API-name scan, sample checker) takes
// the tree of one parse per file version.

describe('the one compile of a content file', () => {
  // Every consumer over the whole content: about 8 s on a quiet 2-core machine, 20 s beside other test files.
  it('parses each MDX file of the site once, however many consumers read it', async () => {
    // Fresh modules, so the counts start at zero: unit test files share a worker's loaded modules.
    vi.resetModules();
    const { mdxParseCounts } = await import('@/lib/content/compile-mdx');
    const { scanSiteContent } = await import('@/lib/api/xref/site-content');
    const { EMPTY_XREF_INDEX } = await import('@/lib/api/xref/xref-index.mjs');
    const { contentFiles } = await import('@/lib/content/paths');
    const { validateContent } = await import('@/lib/content/validate-content');
    const { collectSampleBlocks } = await import('@/lib/samples/collect');
    const { collectSiteRecords } = await import('@/lib/search/site-records');
    const mdx = ['docs', 'blog', 'pages'].flatMap((folder) => contentFiles(folder, '.mdx'));
    expect(validateContent()).toEqual([]);
    scanSiteContent(EMPTY_XREF_INDEX);
    collectSiteRecords();
    const root = process.cwd();
    await collectSampleBlocks(
      root,
      mdx.map((file) => path.relative(root, file)),
    );
    expect(mdx.length).toBeGreaterThan(20);
    expect(mdx.filter((file) => mdxParseCounts().get(file) !== 1)).toEqual([]);
  }, 60_000);

  it('parses a file again when its text changes, not when it is asked twice', () => {
    const file = 'content/docs/edited-in-test.mdx';
    const first = compileMdx(file, '## One\n');
    expect(compileMdx(file, '## One\n')).toBe(first);
    const second = compileMdx(file, '## Two\n');
    expect(second.tree).not.toBe(first.tree);
    expect(mdxParseCounts().get(path.resolve(file))).toBe(2);
  });

  it('gives headings the ids rehype-slug gives them, when repeated too', () => {
    const outline = outlineMdx('x.mdx', '## Usage\n\n## Usage\n\n## `queue::submit` & co.\n');
    expect(outline.sections.map((section) => section.anchor)).toEqual([
      'usage',
      'usage-1',
      'queuesubmit--co',
    ]);
  });

  it('keeps the words of table cells, list items and a component apart, and runs of text together', () => {
    const source = [
      '## Changes',
      '',
      '| Change | Old code |',
      '| --- | --- |',
      '| `distr_queue` replaced | only on the deprecated `distr_queue` |',
      '| `experimental::fence` replaced | compiles |',
      '',
      '- first item',
      '- second *em*phasised item',
      '',
      '<div>',
      '',
      'One paragraph.',
      '',
      'Another.',
      '',
      '</div>',
      '',
    ].join('\n');
    expect(outlineMdx('x.mdx', source).sections[0]?.text).toBe(
      [
        'Change Old code distr_queue replaced only on the deprecated distr_queue experimental::fence replaced compiles',
        'first item second emphasised item',
        'One paragraph. Another.',
      ].join('\n'),
    );
  });
});
