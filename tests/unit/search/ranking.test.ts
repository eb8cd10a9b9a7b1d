import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '@/lib/search/build-index';
import { FIXTURE_RECORDS } from './fixtures/records';
import { RANKING_QUERIES } from './ranking-queries';

const engine = await createSearchEngine(FIXTURE_RECORDS);
const facetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('ranking', () => {
  it('covers enough queries of every kind', () => {
    expect(RANKING_QUERIES.length).toBeGreaterThanOrEqual(25);
    for (const kind of ['topic', 'api name', 'qualified name', 'prefix', 'typo']) {
      expect(RANKING_QUERIES.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(RANKING_QUERIES)('$kind "$query" → $top', async ({ query, top }) => {
    const urls = (await engine.search(query, { hitsPerPage: 5, facetFilters })).hits.map((hit) => hit.url);
    expect(urls[0], `top 5: ${urls.join(', ')}`).toBe(top);
  });
});
