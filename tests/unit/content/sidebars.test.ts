import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDoc } from '@/lib/content/docs';
import { checkDisplayedSidebars, flattenSidebar, resolveSidebars } from '@/lib/content/sidebars';

const docs = ['alpha', 'beta', 'hidden'].map((id) =>
  readDoc(path.join(__dirname, 'fixtures', 'docs', `${id}.mdx`)),
);

describe('resolveSidebars', () => {
  it('resolves doc ids to labelled links and keeps categories open', () => {
    const [sidebar] = resolveSidebars(
      'sidebars.yaml',
      'docs:\n  - category: Start\n    items: [alpha, beta, { label: API, href: /docs/api/ }]\n',
      docs,
    );
    expect(sidebar?.id).toBe('docs');
    expect(sidebar?.items[0]).toMatchObject({
      type: 'category',
      label: 'Start',
      collapsible: false,
      collapsed: false,
    });
    expect(flattenSidebar(sidebar?.items ?? []).map((item) => [item.label, item.href])).toEqual([
      ['Alpha', '/docs/alpha/'],
      ['B', '/docs/beta/'],
      ['API', '/docs/api/'],
    ]);
  });

  it('leaves unlisted docs out of the sidebar', () => {
    const [sidebar] = resolveSidebars('s.yaml', 'docs:\n  - category: C\n    items: [alpha, hidden]\n', docs);
    expect(flattenSidebar(sidebar?.items ?? []).map((item) => item.docId)).toEqual(['alpha']);
  });

  it('fails on an unknown doc id, naming the id, the file, a suggestion and the known ids', () => {
    expect(() =>
      resolveSidebars('content/sidebars.yaml', 'docs:\n  - category: C\n    items: [alpah]\n', docs),
    ).toThrow(
      'content/sidebars.yaml:3:13: sidebar "docs", category "C": unknown doc id "alpah". Did you mean "alpha"? Known doc ids: alpha, beta, hidden',
    );
  });

  it('fails on a malformed sidebar file with the path of the problem', () => {
    expect(() => resolveSidebars('s.yaml', 'docs:\n  - items: [alpha]\n', docs)).toThrow(
      's.yaml:2:5: docs[0].category: missing; expected a string',
    );
    expect(() =>
      resolveSidebars('s.yaml', 'docs:\n  - category: C\n    items: [alpha]\n    item: [beta]\n', docs),
    ).toThrow('s.yaml:4:5: docs[0].item: unknown field. Did you mean "items"?');
    expect(() => resolveSidebars('s.yaml', 'docs:\n  - category: C\n    items: [alpha\n', docs)).toThrow(
      /^s\.yaml:4:1: invalid YAML/,
    );
  });
});

describe('checkDisplayedSidebars', () => {
  it('fails when a page names an unknown sidebar id', () => {
    const sidebars = resolveSidebars('s.yaml', 'docs:\n  - category: C\n    items: [alpha]\n', docs);
    const page = { ...docs[0]!, file: 'content/docs/alpha.mdx', displayedSidebar: 'dcos' };
    expect(() => checkDisplayedSidebars([page], sidebars)).toThrow(
      'content/docs/alpha.mdx: frontmatter "displayed_sidebar": unknown sidebar id "dcos". Did you mean "docs"? Known sidebar ids: docs',
    );
  });
});
