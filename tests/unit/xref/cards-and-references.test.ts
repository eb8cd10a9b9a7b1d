import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { buildSymbolCards } from '@/lib/api/pages/cards';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { buildBackReferences, creditedPages, MAX_LISTED_EXAMPLES } from '@/lib/api/xref/back-references';
import { cardPath } from '@/lib/api/xref/card-path';
import { scanDocComments, type DocCommentScan } from '@/lib/api/xref/doc-comment-scan';
import type { ScannedContent } from '@/lib/api/xref/site-content';
import { MEMBER_PAGES_ABOVE } from '@/lib/api/kinds/member-sets';
import { FIXTURES, fixtureModel } from '../api/extract-fixtures';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const { model } = await extractApiModel({
  includeDirs: ['include'],
  rootDir: fixtures,
  sourceUrlBase: 'https://example.org/blob/abc',
  source: { mode: 'synopsis' },
});
const ctx = getRenderContext(model);
const url = (name: string) => ctx.links.names[name]!;
const cards = await buildSymbolCards(ctx);

describe('signature cards', () => {
  it('exist for every link target, each with a file of its own', () => {
    const targets = new Set(Object.values(ctx.links.names));
    expect(targets).toContain('/docs/api/macros/CELERITY_FIXTURE_SYMBOLS/');
    for (const href of targets) expect(cards.has(href), href).toBe(true);
    const files = [...cards.keys()].map(cardPath);
    expect([...cards.keys()].filter((href) => !cardPath(href))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);
  });

  it('exist for every place a doc comment is shown: its examples are listed with links to it', async () => {
    // The API fixtures have overloaded free functions and a class with constructors and a destructor;
    // long documentation gives the constructors a page of their own.
    const api = structuredClone((await fixtureModel()).model);
    const range = api.records.find((record) => record.qualifiedName === 'celerity::range')!;
    for (const fn of range.members.constructors)
      fn.doc = { ...fn.doc!, body: 'Long explanation. '.repeat(MEMBER_PAGES_ABOVE / 16) };
    const apiCtx = getRenderContext(api);
    const apiCards = await buildSymbolCards(apiCtx);
    const shown = scanDocComments(api, apiCtx.links, { synopsisDir: path.join(FIXTURES, 'include') }).map(
      (example) => example.source.href,
    );
    expect(shown.filter((href) => /\/functions\/[^#]+#/.test(href)).length).toBeGreaterThan(1);
    expect(shown).toContain(`${apiCtx.links.names['celerity::range']}constructors/`);
    expect(shown.filter((href) => !apiCards.has(href))).toEqual([]);

    const hint = api.functions.find((set) => set.qualifiedName === 'celerity::experimental::hint')!;
    const documented = hint.overloads.find((fn) => fn.doc?.brief)!;
    const card = apiCards.get(`${apiCtx.links.names[hint.qualifiedName]}#${documented.anchor}`);
    expect(card).toMatchObject({ name: hint.qualifiedName, brief: expect.stringContaining(' ') });
    expect(card?.more).toBeUndefined();
    expect(apiCards.get(`${apiCtx.links.names['celerity::range']}constructors/`)).toMatchObject({
      kind: 'constructor',
      name: 'celerity::range::range',
      more: range.members.constructors.length - 1,
    });
  });

  it('hold kind, name, highlighted declaration with its template head, and the brief', () => {
    expect(cards.get(url('celerity::partition'))).toEqual({
      kind: 'class template',
      name: 'celerity::partition',
      declaration: expect.stringMatching(
        /^<span class=k>template<\/span> &lt;<span class=k>int <\/span>.*\n<span class=k>class /,
      ),
      brief: 'A base with members every derived class has.',
    });
    expect(cards.get(url('celerity::partition::get_size'))).toMatchObject({
      kind: 'member function',
      brief: 'The number of items.',
    });
    expect(cards.get(url('celerity::access_mode::read'))).toMatchObject({
      kind: 'enumerator',
      name: 'celerity::access_mode::read',
    });
    expect(cards.get(url('celerity::consume'))?.declaration).not.toContain('<a ');
  });
});

describe('back-references', () => {
  const examples = scanDocComments(model, ctx.links, { synopsisDir: path.join(fixtures, 'include') });

  it('credit a member to its own page and to its class page', () => {
    expect(creditedPages('/docs/api/records/R/get_size/')).toEqual([
      '/docs/api/records/R/get_size/',
      '/docs/api/records/R/',
    ]);
    expect(creditedPages('/docs/api/records/R/#get_size')).toEqual(['/docs/api/records/R/']);
    expect(creditedPages('/docs/api/namespaces/#X')).toEqual([]);
  });

  it('list guide sections once each, in reading order, and API examples', () => {
    const partition = url('celerity::partition').split('#')[0]!;
    const guide = (label: string, sections: ScannedContent['scan']['sections']): ScannedContent => ({
      kind: 'guide',
      file: `${label}.mdx`,
      label,
      url: `/docs/${label}/`,
      scan: { names: [], otherNames: [], sections, codeLinks: 0 },
    });
    const section = (anchor: string | undefined, hrefs: string[]) => ({
      ...(anchor ? { heading: { title: anchor.toUpperCase(), anchor } } : {}),
      hrefs: new Set(hrefs),
      codeHrefs: new Set<string>(),
    });
    const references = buildBackReferences(
      [
        guide('tutorial', [
          section(undefined, [url('celerity::partition')]),
          section('two', [url('celerity::partition'), url('celerity::partition::get_size')]),
        ]),
        guide('alpha', [section('one', [url('celerity::collective_partition')])]),
      ],
      examples,
    );
    expect(references[partition]?.guides).toEqual([
      {
        label: 'tutorial',
        href: '/docs/tutorial/',
        sections: [{ label: 'TWO', href: '/docs/tutorial/#two' }],
      },
    ]);
    // The example of `consume` calls part.get_size(), a member the derived class inherits.
    expect(references[partition]?.examples).toEqual([
      {
        label: 'celerity::consume',
        href: expect.stringMatching(/^\/docs\/api\/functions\/celerity-consume\/#/),
      },
    ]);
  });

  it('list the first API examples of a much-used symbol by name and count the others', () => {
    const partition = url('celerity::partition').split('#')[0]!;
    const example = (i: number): DocCommentScan => ({
      source: {
        ...examples[0]!.source,
        label: `celerity::user_${i}`,
        href: `/docs/api/functions/celerity-user_${i}/`,
      },
      file: 'user.h',
      names: [],
      codeHrefs: new Set([url('celerity::partition')]),
      codeLinks: 1,
    });
    const many = Array.from({ length: MAX_LISTED_EXAMPLES + 7 }, (_, i) => example(i));
    // Handed over in reverse: the list is by name (user_2 before user_10), whatever the model's order.
    const references = buildBackReferences([], [...many].reverse())[partition];
    expect(references?.examples.map((reference) => reference.label)).toEqual(
      many.slice(0, MAX_LISTED_EXAMPLES).map((scan) => scan.source.label),
    );
    expect(references?.moreExamples).toBe(7);
    expect(buildBackReferences([], many.slice(0, 3))[partition]?.moreExamples).toBe(0);
  });

  it('find each name of a doc comment on its line in the header', () => {
    const consume = examples.find((example) => example.source.label === 'celerity::consume');
    expect(consume?.file).toMatch(/fixtures\/include\/celerity\/xref\.h$/);
    expect(consume?.names.map((use) => [use.name, use.line])).toEqual([
      ['celerity::collective_partition', 34],
    ]);
  });
});
