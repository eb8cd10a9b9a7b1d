import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createLocalSearchClient,
  toDocSearchTransformClient,
  type AlgoliaHitsResult,
} from '@/lib/search/client/algolia-response';
import { DOCSEARCH_DEFAULT_PARAMETERS, docSearchParameters } from '@/lib/search/client/hosted-config';
import { docSearchRequest, engine, firstResult } from './local-client-helpers';

describe('createLocalSearchClient: response shape', () => {
  const client = createLocalSearchClient(async () => engine);

  it('answers the DocSearch v3 request with an Algolia multi-query response', async () => {
    // The engine's clock at the start and the end of the query: 12.4 ms, reported rounded.
    const clock = vi.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1012.4);
    onTestFinished(() => clock.mockRestore());
    const result = await firstResult(client.search(docSearchRequest('reducton')));
    expect(result).toMatchObject({
      nbHits: expect.any(Number),
      page: 0,
      hitsPerPage: 20,
      query: 'reducton',
      index: 'celerity-local',
      exhaustiveNbHits: true,
    });
    expect(result.nbPages).toBe(Math.ceil(result.nbHits / 20));
    expect(result.processingTimeMS).toBe(12);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(new URLSearchParams(result.params).get('hitsPerPage')).toBe('20');

    const [hit] = result.hits;
    // attributesToRetrieve: only what DocSearch asked for, plus objectID and the highlight data.
    expect(Object.keys(hit!).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'content',
      'hierarchy',
      'objectID',
      'type',
      'url',
    ]);
    expect(hit).toMatchObject({
      url: '/docs/api/celerity/reduction/',
      type: 'lvl1',
      hierarchy: { lvl0: 'API', lvl1: 'celerity::reduction', lvl2: null },
    });
    expect(hit!._highlightResult.hierarchy.lvl1).toEqual({
      value: 'celerity::<mark>reduction</mark>',
      matchLevel: 'full',
      matchedWords: ['reducton'],
      fullyHighlighted: false,
    });
    expect(hit!._highlightResult.hierarchy.lvl0).toMatchObject({ value: 'API', matchLevel: 'none' });
    expect(hit!._snippetResult.hierarchy.lvl1).toEqual({
      value: 'celerity::<mark>reduction</mark>',
      matchLevel: 'full',
    });
    expect(hit!._snippetResult.hierarchy.lvl2).toBeUndefined();
  });

  it('snippets content to 10 words, or 5 as DocSearch asks on small screens', async () => {
    const request = docSearchRequest('halo');
    const ten = await firstResult(client.search(request));
    const five = await firstResult(
      client.search({
        requests: [
          {
            ...request.requests[0]!,
            attributesToSnippet: request.requests[0]!.attributesToSnippet.map((a) => a.replace(':10', ':5')),
          },
        ],
      }),
    );
    const words = (value: string | undefined) =>
      value!
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/).length;
    const contentHit = (r: AlgoliaHitsResult) =>
      r.hits.find((h) => h.type === 'content' && words(h.content ?? '') > 10)!;
    expect(words(contentHit(ten)._snippetResult.content?.value)).toBe(10);
    expect(words(contentHit(five)._snippetResult.content?.value)).toBe(5);
    expect(contentHit(five)._snippetResult.content?.value).toMatch(/<mark>halo<\/mark>.*…$/);
  });

  it('accepts v4-style requests, with params as an object or URL-encoded', async () => {
    const v5 = await firstResult(client.search(docSearchRequest('neighbourhood')));
    const v4 = await firstResult(
      client.search([
        {
          indexName: 'celerity-local',
          query: 'neighbourhood',
          params: { ...DOCSEARCH_DEFAULT_PARAMETERS, ...docSearchParameters('current') },
        },
      ]),
    );
    const encoded = new URLSearchParams({
      query: 'neighbourhood',
      hitsPerPage: '20',
      facetFilters: JSON.stringify(docSearchParameters('current').facetFilters),
      attributesToSnippet: DOCSEARCH_DEFAULT_PARAMETERS.attributesToSnippet.join(','),
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    const fromString = await firstResult(
      client.search([{ indexName: 'celerity-local', params: encoded.toString() }]),
    );
    for (const result of [v4, fromString]) {
      expect(result.hits.map((h) => h.url)).toEqual(v5.hits.map((h) => h.url));
      expect(result.hits[0]!._snippetResult.hierarchy.lvl1).toEqual(
        v5.hits[0]!._snippetResult.hierarchy.lvl1,
      );
    }
  });

  it('answers every query of a multi-query call, each with its own queryID', async () => {
    const { results } = await client.search({
      requests: [
        docSearchRequest('buffer').requests[0]!,
        docSearchRequest('queue').requests[0]!,
        { indexName: 'x', type: 'facet', facet: 'language' },
      ],
    });
    expect(results).toHaveLength(3);
    const [a, b] = results as AlgoliaHitsResult[];
    expect(a!.hits[0]!.url).toBe('/docs/api/celerity/buffer/');
    expect(b!.hits[0]!.url).toBe('/docs/api/celerity/queue/');
    expect(a!.queryID).not.toBe(b!.queryID);
    expect(results[2]).toEqual({ facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 });
    const ids = new Set(
      await Promise.all(
        Array.from(
          { length: 50 },
          async () => (await firstResult(client.search(docSearchRequest('buffer')))).queryID,
        ),
      ),
    );
    expect(ids.size).toBe(50);
  });

  it('offers the methods DocSearch and InstantSearch may call', async () => {
    await expect(client.searchForFacetValues([{}])).resolves.toEqual([
      { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 },
    ]);
    await expect(client.clearCache()).resolves.toBeUndefined();
    client.addAlgoliaAgent('docsearch', '3.9.0');
    client.addAlgoliaAgent('docsearch', '3.9.0');
    expect(client.transporter.algoliaAgent.value).toBe('Celerity local search; docsearch (3.9.0)');
    expect(toDocSearchTransformClient(client)).toBe(client);
  });

  it('rejects malformed calls', async () => {
    await expect(client.search({} as never)).rejects.toThrow(
      'Invalid search call: expected { requests: [...] } or an array of requests',
    );
    await expect(client.search([{ query: 'x' } as never])).rejects.toThrow(
      'Invalid search request #0: expected an object with an indexName',
    );
  });
});
