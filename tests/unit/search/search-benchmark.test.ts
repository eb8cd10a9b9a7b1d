import { describe, expect, it } from 'vitest';
import { buildSearchIndexFiles, memoryLoader } from '@/lib/search/build-index';
import { openSearchIndex } from '@/lib/search/client/engine';
import { measureQueries, recordingLoader, TEN_QUERIES } from '@/lib/search/search-benchmark';
import { FIXTURE_RECORDS } from './fixtures/records';

const files = await buildSearchIndexFiles(FIXTURE_RECORDS, { leafBytes: 500, blockRecords: 8 });

// Only checks that the benchmark's instruments are sound; timing belongs in `npm run bench`, not in a test.
describe('search benchmark instruments', () => {
  it('counts each fetched file once per fetch, and resets on take()', async () => {
    const recorder = recordingLoader(memoryLoader(files), (text) => text.length / 2);
    const engine = await openSearchIndex(recorder.load);
    const opened = recorder.take();
    expect(opened).toEqual({
      files: 1,
      raw: files.get('base.json')!.length,
      gzip: files.get('base.json')!.length / 2,
    });
    await engine.search('buffer');
    const first = recorder.take();
    expect(first.files).toBeGreaterThan(1);
    expect(first.files).toBeLessThan(files.size - 1);
    await engine.search('buffer');
    expect(recorder.take()).toEqual({ files: 0, raw: 0, gzip: 0 });
  });

  it('times every query of every round', async () => {
    const engine = await openSearchIndex(memoryLoader(files));
    expect(await measureQueries(engine, TEN_QUERIES.slice(0, 2), 3)).toMatchObject({ queries: 6 });
  });
});
