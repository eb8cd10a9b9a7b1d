import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { docsVersionOfFile } from '@/lib/config/docs-versions.mjs';
import { xrefIndexPathForFile, XREF_INDEX_PATH } from '@/lib/api/xref/xref-index.mjs';
import { cardPath } from '@/lib/api/xref/card-path';
import { creditedPages } from '@/lib/api/xref/back-references';
import remarkVersionLinks from '@/lib/mdx/remark-version-links.mjs';

// The real content/versions.yaml names 0.7 the latest release.
const root = process.cwd();

describe('the docs version of a content file', () => {
  it('is current for the working copy and the named release for a snapshot; other files have none', () => {
    expect(docsVersionOfFile(`${root}/content/docs/tutorial.mdx`)).toEqual({
      name: 'current',
      isLast: false,
      path: '/docs/next/',
    });
    expect(docsVersionOfFile(`${root}/content/versioned_docs/version-0.7/tutorial.mdx`)).toEqual({
      name: '0.7',
      isLast: true,
      path: '/docs/',
    });
    expect(docsVersionOfFile(`${root}/content/versioned_docs/version-0.6/tutorial.mdx`)?.path).toBe(
      '/docs/0.6/',
    );
    expect(docsVersionOfFile(`${root}/content/blog/2024-01-01-x.mdx`)).toBeUndefined();
  });

  it('picks the name index of that version', () => {
    expect(xrefIndexPathForFile(`${root}/content/versioned_docs/version-0.7/a.mdx`)).toBe(XREF_INDEX_PATH);
    expect(xrefIndexPathForFile(`${root}/content/docs/a.mdx`)).toBe(
      `${root}/.generated/api/versions/current/xref-index.json`,
    );
    expect(xrefIndexPathForFile(`${root}/content/pages/contribute.mdx`)).toBe(XREF_INDEX_PATH);
  });
});

describe('remark-version-links', () => {
  const tree = (): Root => ({
    type: 'root',
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: '/docs/range-mappers/#x', children: [] },
          { type: 'link', url: '/blog/', children: [] },
          { type: 'link', url: 'https://example.org/docs/', children: [] },
        ],
      },
    ],
  });
  const urls = (root: Root) =>
    (root.children[0] as { children: Array<{ url: string }> }).children.map((link) => link.url);

  it('moves links to docs pages into the version of an older or unreleased guide', () => {
    const old = tree();
    remarkVersionLinks()(old, { path: `${root}/content/versioned_docs/version-0.6/a.mdx` });
    expect(urls(old)).toEqual(['/docs/0.6/range-mappers/#x', '/blog/', 'https://example.org/docs/']);
    const next = tree();
    remarkVersionLinks()(next, { path: `${root}/content/docs/a.mdx` });
    expect(urls(next)[0]).toBe('/docs/next/range-mappers/#x');
  });

  it('leaves the latest version and pages of no version alone', () => {
    for (const file of ['content/versioned_docs/version-0.7/a.mdx', 'content/blog/x.mdx']) {
      const same = tree();
      remarkVersionLinks()(same, { path: `${root}/${file}` });
      expect(urls(same)[0]).toBe('/docs/range-mappers/#x');
    }
  });
});

describe('URLs of API pages of a version', () => {
  it('give each version its own signature cards', () => {
    expect(cardPath('/docs/api/records/ID/#submit')).toBe('records/ID/~submit.json');
    expect(cardPath('/docs/0.6/api/records/ID/#submit')).toBe('0.6/records/ID/~submit.json');
    expect(cardPath('/docs/next/api/namespaces/#celerity')).toBe('next/namespaces/~celerity.json');
    expect(cardPath('/docs/0.6/api/records/')).toBeUndefined();
  });

  it('credit a link to a member page to the page and its class, in the same version', () => {
    expect(creditedPages('/docs/0.6/api/records/ID/submit/#a')).toEqual([
      '/docs/0.6/api/records/ID/submit/',
      '/docs/0.6/api/records/ID/',
    ]);
    expect(creditedPages('/docs/api/records/ID/')).toEqual(['/docs/api/records/ID/']);
    expect(creditedPages('/docs/next/api/namespaces/')).toEqual([]);
    expect(creditedPages('/docs/range-mappers/')).toEqual([]);
  });
});
