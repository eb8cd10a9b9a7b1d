import { describe, expect, it } from 'vitest';
import { buildSearchIndexFiles, memoryLoader } from '@/lib/search/build-index';
import { openSearchIndex } from '@/lib/search/client/engine';
import { parseBaseFile } from '@/lib/search/client/index-format';
import { FIXTURE_RECORDS } from './fixtures/records';

// Small shards and blocks, so the fixture spreads over many files as a large API would.
const options = { leafBytes: 1500, blockRecords: 8 };
const files = await buildSearchIndexFiles(FIXTURE_RECORDS, options);
const base = parseBaseFile(files.get('base.json')!);

function recording(overrides: Record<string, () => Promise<string>> = {}) {
  const fetched: string[] = [];
  const load = async (path: string) => {
    fetched.push(path);
    return overrides[path]?.() ?? memoryLoader(files)(path);
  };
  return { fetched, load };
}

describe('split search index', () => {
  it('writes a base file and, under a content hash, term shards and record blocks', () => {
    expect(base).toMatchObject({ records: FIXTURE_RECORDS.length, blockSize: 8 });
    expect(base.leaves.length).toBeGreaterThan(3);
    const names = [...files.keys()].filter((name) => name !== 'base.json');
    expect(names.filter((name) => !name.startsWith(`${base.hash}/`))).toEqual([]);
    expect(names.filter((name) => /\/t\d+\.json$/.test(name))).toHaveLength(base.leaves.length);
    expect(names.filter((name) => /\/r\d+\.json$/.test(name))).toHaveLength(
      Math.ceil(FIXTURE_RECORDS.length / 8),
    );
  });

  it('keeps every record, field for field', async () => {
    const engine = await openSearchIndex(memoryLoader(files));
    const everything = (await engine.search('', { hitsPerPage: 1000, distinct: false })).hits.map(
      ({ _highlightResult, _snippetResult, ...record }) => record,
    );
    expect(new Map(everything.map((r) => [r.objectID, r]))).toEqual(
      new Map(FIXTURE_RECORDS.map((r) => [r.objectID, r])),
    );
  });

  it("fetches the base file, the query's shards and the blocks of the hits shown, and keeps them", async () => {
    const { fetched, load } = recording();
    const engine = await openSearchIndex(load);
    const { hits } = await engine.search('neighborhood', { hitsPerPage: 2 });
    const shards = fetched.filter((name) => name.includes('/t'));
    const blocks = fetched.filter((name) => name.includes('/r'));
    expect(fetched[0]).toBe('base.json');
    expect(shards.length).toBeGreaterThanOrEqual(1);
    expect(shards.length).toBeLessThan(base.leaves.length / 2);
    expect(blocks.length).toBeLessThanOrEqual(hits.length);
    const count = fetched.length;
    await engine.search('neighborhood', { hitsPerPage: 2 });
    expect(fetched).toHaveLength(count);
  });

  it('answers a word too short to name one shard from the list ranked at build time', async () => {
    const [prefix] = Object.keys(base.answers);
    expect(prefix).toBeDefined();
    const { fetched, load } = recording();
    const split = await openSearchIndex(load);
    const whole = await openSearchIndex(memoryLoader(await buildSearchIndexFiles(FIXTURE_RECORDS)));
    const ids = async (engine: typeof split) =>
      (await engine.search(prefix!, { hitsPerPage: 10 })).hits.map((hit) => hit.objectID);
    expect(await ids(split)).toEqual(await ids(whole));
    expect(fetched.filter((name) => name.includes('/t'))).toEqual([]);
  });

  it('reports a shard that cannot be fetched as the error DocSearch shows, and retries it next time', async () => {
    let fail = true;
    const overrides = Object.fromEntries(
      base.leaves.map((_, i) => [
        `${base.hash}/t${i}.json`,
        async () => (fail ? Promise.reject(new Error('503')) : files.get(`${base.hash}/t${i}.json`)!),
      ]),
    );
    const engine = await openSearchIndex(recording(overrides).load);
    await expect(engine.search('neighborhood')).rejects.toMatchObject({
      name: 'RetryError',
      reason: 'failed',
      message: 'The search index could not be loaded: 503',
    });
    fail = false;
    expect((await engine.search('neighborhood')).nbHits).toBeGreaterThan(0);
  });

  it('validates records before building', async () => {
    await expect(
      buildSearchIndexFiles([{ ...FIXTURE_RECORDS[0]!, url: 'nope' }], { source: 'docs records' }),
    ).rejects.toThrow('docs records: records[0].url');
  });

  it('names what is wrong with a file that is not part of this index', async () => {
    await expect(openSearchIndex(async () => '<!doctype html>')).rejects.toThrow(
      'Corrupt search index: base.json is not JSON (starts with "<!doctype html>"); rebuild the index',
    );
    await expect(
      openSearchIndex(async () => '{"format":"celerity-search-index","version":1}'),
    ).rejects.toThrow(
      'Not a search index: expected {"format":"celerity-search-index","version":2,…}; rebuild it with buildSearchIndexFiles',
    );
    const broken = { ...base, columns: { ...base.columns, url: [] } };
    await expect(openSearchIndex(async () => JSON.stringify(broken))).rejects.toThrow(
      `Corrupt search index: column "url" does not have ${FIXTURE_RECORDS.length} entries; rebuild the index`,
    );
    const engine = await openSearchIndex(
      recording(Object.fromEntries(base.leaves.map((_, i) => [`${base.hash}/t${i}.json`, async () => '[]'])))
        .load,
    );
    await expect(engine.search('neighborhood')).rejects.toThrow(
      /Corrupt search index: .*\/t\d+\.json is not a term shard/,
    );
  });
});
