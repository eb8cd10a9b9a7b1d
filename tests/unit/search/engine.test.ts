import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchEngine } from '@/lib/search/build-index';
import { recordsFromDocPage } from '@/lib/search/build-records';
import { loadSearchIndex } from '@/lib/search/engine';
import { FIXTURE_RECORDS } from './fixtures/records';

const DOCSEARCH_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const taggedPages = [
  ...recordsFromDocPage({
    url: '/docs/current/',
    lvl0: 'Guides',
    title: 'Kernel splitting now',
    intro: 'Kernel text.',
    sections: [],
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

describe('facetFilters (Algolia semantics: AND of ORs)', () => {
  const engine = createSearchEngine(taggedPages);
  const urls = (facetFilters: unknown) =>
    engine
      .search('kernel', { facetFilters: facetFilters as string[] })
      .hits.map((h) => h.url)
      .sort();

  it('keeps records matching every group, where a group matches if any of its values does', () => {
    expect(urls(DOCSEARCH_FILTERS)).toEqual(['/blog/kernels/', '/docs/current/']);
    expect(urls(['language:en', ['docusaurus_tag:docs-default-current']])).toEqual(['/docs/current/']);
    expect(urls(['docusaurus_tag:default', 'docusaurus_tag:blog-posts'])).toEqual(['/blog/kernels/']);
  });

  it('supports nested attributes, negation, a single string and JSON-encoded arrays', () => {
    expect(urls(['hierarchy.lvl0:Blog'])).toEqual(['/blog/kernels/']);
    expect(urls(['docusaurus_tag:-default'])).toEqual(['/docs/0.6/']);
    expect(urls('language:de')).toEqual([]);
    expect(urls(JSON.stringify(['docusaurus_tag:docs-default-0.6']))).toEqual(['/docs/0.6/']);
  });

  it('rejects malformed filters with the entry named', () => {
    expect(() => urls(['language'])).toThrow(
      'Invalid facetFilters entry "language": expected "attribute:value", e.g. "language:en"',
    );
  });
});

describe('paging', () => {
  const engine = createSearchEngine(FIXTURE_RECORDS);

  it('reports nbHits and nbPages and slices pages', () => {
    const all = engine.search('celerity', { hitsPerPage: 1000 });
    expect(all.nbHits).toBeGreaterThan(12);
    const first = engine.search('celerity', { hitsPerPage: 5 });
    const third = engine.search('celerity', { hitsPerPage: 5, page: 2 });
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
    expect(engine.search('celerity', { hitsPerPage: 5, page: 99 }).hits).toEqual([]);
    expect(engine.search('celerity', { hitsPerPage: 0 })).toMatchObject({
      hits: [],
      nbHits: all.nbHits,
      nbPages: 0,
    });
  });

  it('defaults to 20 hits and rejects impossible values', () => {
    expect(engine.search('celerity').hitsPerPage).toBe(20);
    expect(() => engine.search('x', { hitsPerPage: 1001 })).toThrow(
      'Invalid hitsPerPage: expected an integer from 0 to 1000, got 1001',
    );
    expect(() => engine.search('x', { page: -1 })).toThrow('Invalid page');
  });

  it('keeps one hit per url unless distinct is off', () => {
    const distinct = engine.search('range mapper', { hitsPerPage: 1000 });
    const all = engine.search('range mapper', { hitsPerPage: 1000, distinct: false });
    expect(new Set(distinct.hits.map((h) => h.url)).size).toBe(distinct.nbHits);
    expect(all.nbHits).toBeGreaterThan(distinct.nbHits);
  });

  it('answers an empty query with every record in DocSearch custom-ranking order', () => {
    const result = engine.search('', { hitsPerPage: 3, distinct: false });
    expect(result.nbHits).toBe(FIXTURE_RECORDS.length);
    expect(result.hits.every((h) => h.type === 'lvl1')).toBe(true);
  });

  it('falls back to any word when no record has all of them', () => {
    expect(engine.search('halo zzzzzz').hits[0]?.url).toBe('/docs/range-mappers/#neighborhood');
  });
});

describe('serialised index', () => {
  it('round-trips records and gives the same answers', () => {
    const json = buildSearchIndex(FIXTURE_RECORDS);
    const loaded = loadSearchIndex(json);
    const direct = createSearchEngine(FIXTURE_RECORDS);
    expect(loaded.recordCount).toBe(FIXTURE_RECORDS.length);
    for (const query of ['buffer', 'neighbourhood', 'celerity::red', '']) {
      const a = loaded.search(query, { hitsPerPage: 50, distinct: false });
      const b = direct.search(query, { hitsPerPage: 50, distinct: false });
      expect({ ...a, processingTimeMS: 0 }).toEqual({ ...b, processingTimeMS: 0 });
    }
    const everything = loaded
      .search('', { hitsPerPage: 1000, distinct: false })
      .hits.map(({ _highlightResult, _snippetResult, ...record }) => record);
    expect(new Map(everything.map((r) => [r.objectID, r]))).toEqual(
      new Map(FIXTURE_RECORDS.map((r) => [r.objectID, r])),
    );
  });

  it('validates records before building', () => {
    expect(() => buildSearchIndex([{ ...FIXTURE_RECORDS[0]!, url: 'nope' }], 'docs records')).toThrow(
      'docs records: records[0].url',
    );
  });

  it('refuses something that is not our index', () => {
    expect(() => loadSearchIndex('{"format":"other"}')).toThrow(
      'Not a search index: expected {"format":"celerity-search-index","version":1,…}; rebuild it with buildSearchIndex',
    );
    const json = JSON.parse(buildSearchIndex(FIXTURE_RECORDS)) as { strings: string[] };
    json.strings = [];
    expect(() => loadSearchIndex(JSON.stringify(json))).toThrow(
      'Corrupt search index: record 0 lvl0 (string #1) is missing or invalid; rebuild the index',
    );
  });
});
