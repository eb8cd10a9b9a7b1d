import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/lib/search/build-index';
import { loadSearchIndex } from '@/lib/search/engine';
import { measureQueries, syntheticSearchRecords } from '@/lib/search/search-benchmark';

// Only checks that the benchmark's inputs are sound; timing belongs in `npm run bench`, not in a test.
describe('search benchmark inputs', () => {
  it('generates the same valid records every time, guides and API pages mixed', () => {
    const records = syntheticSearchRecords(2000);
    expect(records).toHaveLength(2000);
    expect(syntheticSearchRecords(2000)).toEqual(records);
    expect(records.some((r) => r.symbol)).toBe(true);
    const engine = loadSearchIndex(buildSearchIndex(records));
    expect(engine.recordCount).toBe(2000);
    expect(measureQueries(engine, ['buffer', 'reduc'], 1)).toMatchObject({ queries: 2 });
  });
});
