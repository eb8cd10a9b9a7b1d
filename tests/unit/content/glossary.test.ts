import { describe, expect, it } from 'vitest';
import { outlineMdx } from '@/lib/content/doc-outline';
import { getGlossary, glossaryFromOutline, pageTerms } from '@/lib/content/glossary';
import { getDocRouteData } from '@/lib/content/route-data';
import { validateContent } from '@/lib/content/validate-content';
import { contentCopyForEachTest } from './content-copy';

// The glossary page defines the term ids; <Term id="…"> in any MDX file must name one of them.

const GLOSSARY = `---
title: Glossary
description: Words.
---

Intro text.

## Chunk

A piece of an iteration space.

See [range mappers](/docs/range-mappers/).

## Range mapper

A function from chunks to buffer regions.
`;

const glossary = glossaryFromOutline('glossary.mdx', outlineMdx('glossary.mdx', GLOSSARY));
const uses = (body: string) => outlineMdx('page.mdx', `---\ntitle: T\n---\n\n${body}\n`).terms;

describe('the glossary page', () => {
  it('makes every h2 a term: its anchor is the id, its first paragraph the definition', () => {
    expect([...glossary.terms.entries()]).toEqual([
      ['chunk', { href: '/docs/glossary/#chunk', definition: 'A piece of an iteration space.' }],
      [
        'range-mapper',
        { href: '/docs/glossary/#range-mapper', definition: 'A function from chunks to buffer regions.' },
      ],
    ]);
  });

  it('reports a term without a definition at its heading', () => {
    const source = `${GLOSSARY}\n## Task\n\n## Node\n\nA process.\n`;
    expect(() => glossaryFromOutline('glossary.mdx', outlineMdx('glossary.mdx', source))).toThrow(
      'glossary.mdx:18: glossary term "Task" has no definition: write a paragraph below its heading',
    );
  });
});

describe('term links in a page', () => {
  it('resolves the terms a page uses, by id', () => {
    expect(pageTerms('page.mdx', uses('Cut into <Term id="chunk">chunks</Term>.'), glossary)).toEqual({
      chunk: { href: '/docs/glossary/#chunk', definition: 'A piece of an iteration space.' },
    });
  });

  it('names the file, line and column of an unknown id and suggests the closest term', () => {
    expect(() =>
      pageTerms('page.mdx', uses('Text.\n\nCut into <Term id="chnuk">chunks</Term>.'), glossary),
    ).toThrow('page.mdx:7:10: unknown glossary term "chnuk". Did you mean "chunk"?');
  });

  it('says where term ids come from when nothing is close', () => {
    expect(() => pageTerms('page.mdx', uses('<Term id="scheduler">it</Term>'), glossary)).toThrow(
      'page.mdx:5:1: unknown glossary term "scheduler". Term ids are the anchors of the "##" headings in glossary.mdx.',
    );
  });

  it('rejects a missing or computed id and an empty element, all in one error', () => {
    const body = 'A <Term>x</Term>, a <Term id={"chunk"}>y</Term> and <Term id="chunk" />.';
    expect(() => pageTerms('page.mdx', uses(body), glossary)).toThrow(
      [
        'page.mdx:5:3: <Term> needs a plain id attribute naming a glossary term, e.g. <Term id="chunk">chunks</Term>',
        'page.mdx:5:21: <Term> needs a plain id attribute naming a glossary term, e.g. <Term id="chunk">chunks</Term>',
        'page.mdx:5:53: <Term id="chunk"> has no text: write the words to link inside it',
      ].join('\n'),
    );
  });
});

describe('the site content', () => {
  const content = contentCopyForEachTest();

  it('defines every term the guides are expected to explain, each with a definition', () => {
    const ids = [...getGlossary().terms.keys()];
    for (const id of ['node', 'rank', 'device', 'chunk', 'task', 'command', 'instruction', 'horizon']) {
      expect(ids).toContain(id);
    }
    for (const id of ['epoch', 'fence', 'collective-group', 'range-mapper', 'split-hint', 'buffer']) {
      expect(ids).toContain(id);
    }
    for (const id of ['host-object', 'side-effect', 'reduction', 'oversubscription', 'lookahead']) {
      expect(ids).toContain(id);
    }
    for (const link of getGlossary().terms.values()) expect(link.definition.length).toBeGreaterThan(40);
  });

  it('gives a guide its term links in the route data', () => {
    expect(getDocRouteData('getting-started')?.terms.rank).toEqual({
      href: '/docs/glossary/#rank',
      definition: expect.stringMatching(/^A process of an MPI program/),
    });
  });

  it('fails the content check on a misspelt term, at its place in the guide', () => {
    content.copy.edit('docs/getting-started.mdx', (text) =>
      text.replace('<Term id="rank">', '<Term id="rnak">'),
    );
    expect(validateContent()).toEqual([
      `${content.shown}/docs/getting-started.mdx:33:16: unknown glossary term "rnak". Did you mean "rank"?`,
    ]);
  });

  it('checks blog posts and pages too', () => {
    content.copy.edit('pages/contribute.mdx', (text) => `${text}\nA <Term id="nodes">node</Term>.\n`);
    expect(validateContent()).toEqual([
      expect.stringMatching(
        /^.*pages\/contribute\.mdx:\d+:3: unknown glossary term "nodes"\. Did you mean "node"\?$/,
      ),
    ]);
  });
});
