import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { outlineMdx } from '@/lib/content/doc-outline';
import type { DocPage } from '@/lib/content/docs';
import { listDocs } from '@/lib/content/docs';
import { GUIDE_MIN_WORDS, lintGuide } from '@/lib/content/guide-lints';
import { formatProblem } from '@/lib/validation/problem';

const root = path.resolve(__dirname, '../../..');

function guide(source: string, meta: Partial<DocPage> = {}): [DocPage, string] {
  const doc = {
    id: 'x',
    version: 'current',
    file: 'content/docs/x.mdx',
    url: '/docs/x/',
    title: 'X',
    description: 'What this guide explains, in a sentence.',
    sidebarLabel: 'X',
    draft: false,
    unlisted: false,
    outsideSidebars: false,
    outline: outlineMdx('content/docs/x.mdx', source),
    lastUpdate: null,
    ...meta,
  };
  return [doc, source];
}

const prose = (words: number) => Array.from({ length: words }, () => 'word').join(' ');
const FRONTMATTER = '---\ntitle: X\ndescription: Short.\n---\n';

describe('lintGuide', () => {
  it('accepts a guide with enough prose in sections', () => {
    expect(lintGuide(...guide(`${FRONTMATTER}\n## Part\n\n${prose(GUIDE_MIN_WORDS)}\n`))).toEqual([]);
  });

  it('names a short guide, a guide without sections, a short description and placeholders at their lines', () => {
    const [doc, source] = guide(
      `${FRONTMATTER}\n${prose(12)}\n\nMore on this: coming soon.\n\n{/* TODO */}\n`,
      {
        description: 'Short.',
      },
    );
    expect(lintGuide(doc, source).map(formatProblem)).toEqual([
      'content/docs/x.mdx: the guide has 20 words of prose; a published guide needs at least 400 (or set "draft: true" while writing it)',
      'content/docs/x.mdx: the guide has no "## " section: split it into sections',
      'content/docs/x.mdx:3: frontmatter.description: "Short." is too short; say in more than 20 characters what the guide is about',
      'content/docs/x.mdx:8: placeholder text "coming soon": write the text or remove it',
      'content/docs/x.mdx:10: placeholder text "TODO": write the text or remove it',
    ]);
  });

  it('leaves drafts alone', () => {
    expect(lintGuide(...guide(`${FRONTMATTER}\nTBD\n`, { draft: true }))).toEqual([]);
  });
});

describe('the guides', () => {
  const sidebars = parse(readFileSync(path.join(root, 'content/sidebars.yaml'), 'utf8')) as {
    docs: Array<{ items: Array<string | { href: string }> }>;
  };
  // Link items (such as the messages reference) are pages of their own, not guides.
  const guideIds = sidebars.docs
    .flatMap((category) => category.items)
    .filter((item): item is string => typeof item === 'string');
  const required = ['README', 'configuration', ...guideIds];
  const docs = new Map(listDocs().map((doc) => [doc.id, doc]));

  it.each(required)('include %s', (id) => {
    expect(docs.get(id), `content/docs/${id}.mdx is missing`).toBeDefined();
  });

  it('pass the guide lints the prebuild runs', () => {
    const problems = [...docs.values()].flatMap((doc) =>
      lintGuide(doc, readFileSync(path.join(root, doc.file), 'utf8')),
    );
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
