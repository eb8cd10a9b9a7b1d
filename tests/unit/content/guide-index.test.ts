import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement, Fragment, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { GuideIndex } from '@/components/docs/guide-index';
import { getDoc, readDoc } from '@/lib/content/docs';
import { DOCS_SIDEBAR_ID, docsHomeGuideIndex, guideIndex } from '@/lib/content/guide-index';
import { getSidebar } from '@/lib/content/route-data';
import { flattenSidebar, resolveSidebars } from '@/lib/content/sidebars';

// The docs home lists every guide of the docs sidebar, generated from the sidebar so that it cannot fall
// behind when a guide is added.

const fixtureDocs = ['alpha', 'beta', 'hidden'].map((id) =>
  readDoc(path.join(__dirname, 'fixtures', 'docs', `${id}.mdx`)),
);

describe('guideIndex', () => {
  it('groups the guides by category in sidebar order, with their descriptions', () => {
    const [sidebar] = resolveSidebars(
      'sidebars.yaml',
      [
        'docs:',
        '  - category: Start',
        '    items: [beta, { label: API, href: /docs/api/ }, alpha]',
        '  - category: Only links',
        '    items: [{ label: Elsewhere, href: /elsewhere/ }]',
        '  - category: Hidden ones',
        '    items: [hidden]',
      ].join('\n'),
      fixtureDocs,
    );
    const byId = (id: string) => fixtureDocs.find((doc) => doc.id === id);
    expect(guideIndex(sidebar!, byId)).toEqual([
      {
        category: 'Start',
        guides: [
          { label: 'B', href: '/docs/beta/', description: 'The second fixture guide.' },
          { label: 'Alpha', href: '/docs/alpha/', description: 'The first fixture guide.' },
        ],
      },
    ]);
  });
});

/** Rows of the rendered guide tables: link target → [link text, description], entities decoded. */
function guideRows(html: string): Map<string, [string, string]> {
  const decode = (text: string) =>
    text
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  const rows = new Map<string, [string, string]>();
  for (const row of html.matchAll(/<tr><td><a href="([^"]+)">([^<]*)<\/a><\/td><td>([^<]*)<\/td><\/tr>/g)) {
    rows.set(`${row[1]}/`, [decode(row[2]!), decode(row[3]!)]);
  }
  return rows;
}

describe('the docs home', () => {
  it('has a row for every guide of the docs sidebar, with its label and description', async () => {
    const source = readFileSync(path.join(process.cwd(), 'content', 'docs', 'README.mdx'), 'utf8');
    const { default: Content } = await evaluate(source, {
      ...runtime,
      Fragment,
      remarkPlugins: [remarkFrontmatter, remarkGfm],
    });
    const sections = docsHomeGuideIndex();
    const html = renderToStaticMarkup(
      createElement(Content, {
        components: {
          GuideIndex: () => createElement(GuideIndex, { sections }),
          Callout: ({ children }: { children?: ReactNode }) => createElement('aside', null, children),
        },
      }),
    );
    const rows = guideRows(html);
    const guides = flattenSidebar(getSidebar(DOCS_SIDEBAR_ID)?.items ?? []).flatMap((item) =>
      item.docId ? [item] : [],
    );
    expect(guides.length).toBeGreaterThan(10);
    for (const guide of guides) {
      expect(rows.get(guide.href), guide.href).toEqual([guide.label, getDoc(guide.docId!)?.description]);
    }
  });
});
