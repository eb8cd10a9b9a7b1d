import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '@/lib/search/build-index';
import { recordsFromDocPage } from '@/lib/search/build-records';
import { FIXTURE_RECORDS } from './fixtures/records';

const DOCSEARCH_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const taggedPages = [
  ...recordsFromDocPage({
    url: '/docs/current/',
    lvl0: 'Guides',
    title: 'Kernel splitting now',
    intro: 'Kernel text.',
    sections: [],
    tags: ['default', 'docs-default-current'],
  }),
  ...recordsFromDocPage({
    url: '/docs/0.6/',
    lvl0: 'Guides',
    title: 'Kernel splitting old',
    intro: 'Kernel text.',
    sections: [],
    tags: ['docs-default-0.6'],
  }),
  ...recordsFromDocPage({
    url: '/blog/kernels/',
    lvl0: 'Blog',
    title: 'Kernel blog',
    intro: 'Kernel text.',
    sections: [],
    tags: ['default', 'blog-posts'],
  }),
];

const taggedEngine = await createSearchEngine(taggedPages);
const engine = await createSearchEngine(FIXTURE_RECORDS);

describe('facetFilters (Algolia semantics: AND of ORs)', () => {
  const urls = async (facetFilters: unknown) =>
    (await taggedEngine.search('kernel', { facetFilters: facetFilters as string[] })).hits
      .map((h) => h.url)
      .sort();

  it('keeps records matching every group, where a group matches if any of its values does', async () => {
    expect(await urls(DOCSEARCH_FILTERS)).toEqual(['/blog/kernels/', '/docs/current/']);
    expect(await urls(['language:en', ['docusaurus_tag:docs-default-current']])).toEqual(['/docs/current/']);
    expect(await urls(['docusaurus_tag:default', 'docusaurus_tag:blog-posts'])).toEqual(['/blog/kernels/']);
  });

  it('supports nested attributes, negation, a single string and JSON-encoded arrays', async () => {
    expect(await urls(['hierarchy.lvl0:Blog'])).toEqual(['/blog/kernels/']);
    expect(await urls(['type:lvl1', 'docusaurus_tag:-default'])).toEqual(['/docs/0.6/']);
    expect(await urls('language:de')).toEqual([]);
    expect(await urls(JSON.stringify(['docusaurus_tag:docs-default-0.6']))).toEqual(['/docs/0.6/']);
  });

  it('rejects malformed filters and attributes the index does not carry, naming the entry', async () => {
    await expect(urls(['language'])).rejects.toThrow(
      'Invalid facetFilters entry "language": expected "attribute:value", e.g. "language:en"',
    );
    await expect(urls(['hierarchy.lvl1:Kernel blog'])).rejects.toThrow(
      'Invalid facetFilters entry "hierarchy.lvl1:Kernel blog": the local index filters on language, docusaurus_tag, type, hierarchy.lvl0',
    );
  });
});

describe('paging', () => {
  it('reports nbHits and nbPages and slices pages', async () => {
    const all = await engine.search('celerity', { hitsPerPage: 1000 });
    expect(all.nbHits).toBeGreaterThan(12);
    const first = await engine.search('celerity', { hitsPerPage: 5 });
    const third = await engine.search('celerity', { hitsPerPage: 5, page: 2 });
    expect(first).toMatchObject({
      nbHits: all.nbHits,
      page: 0,
      hitsPerPage: 5,
      nbPages: Math.ceil(all.nbHits / 5),
      exhaustiveNbHits: true,
      query: 'celerity',
    });
    expect(first.hits.map((h) => h.objectID)).toEqual(all.hits.slice(0, 5).map((h) => h.objectID));
    expect(third.hits.map((h) => h.objectID)).toEqual(all.hits.slice(10, 15).map((h) => h.objectID));
    expect((await engine.search('celerity', { hitsPerPage: 5, page: 99 })).hits).toEqual([]);
    expect(await engine.search('celerity', { hitsPerPage: 0 })).toMatchObject({
      hits: [],
      nbHits: all.nbHits,
      nbPages: 0,
    });
  });

  it('defaults to 20 hits and rejects impossible values', async () => {
    expect((await engine.search('celerity')).hitsPerPage).toBe(20);
    await expect(engine.search('x', { hitsPerPage: 1001 })).rejects.toThrow(
      'Invalid hitsPerPage: expected an integer from 0 to 1000, got 1001',
    );
    await expect(engine.search('x', { page: -1 })).rejects.toThrow('Invalid page');
  });

  it('keeps one hit per url unless distinct is off', async () => {
    const distinct = await engine.search('range mapper', { hitsPerPage: 1000 });
    const all = await engine.search('range mapper', { hitsPerPage: 1000, distinct: false });
    expect(new Set(distinct.hits.map((h) => h.url)).size).toBe(distinct.nbHits);
    expect(all.nbHits).toBeGreaterThan(distinct.nbHits);
  });

  it('answers an empty query with every record in DocSearch custom-ranking order', async () => {
    const result = await engine.search('', { hitsPerPage: 3, distinct: false });
    expect(result.nbHits).toBe(FIXTURE_RECORDS.length);
    expect(result.hits.map((h) => h.type)).toEqual(['lvl1', 'lvl1', 'lvl1']);
  });

  it('falls back to any word when no record has all of them', async () => {
    expect((await engine.search('halo zzzzzz')).hits[0]?.url).toBe('/docs/range-mappers/#neighborhood');
  });
});
