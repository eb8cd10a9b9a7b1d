// Search figures in Node, from an export's `out/search-index/<version>/` (the latest release unless
// named): file sizes, what a reader downloads for the first query and for ten, query latency, and the
// everyday ranking queries.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { latestVersion } from '@/lib/content/versions';
import { openSearchIndex } from '@/lib/search/client/engine';
import {
  DOCSEARCH_LIKE_PARAMS,
  FIRST_QUERY,
  measureQueries,
  medianOfQueriesP95,
  recordingLoader,
  TEN_QUERIES,
  type FetchFigures,
  type QueryTimings,
} from '@/lib/search/search-benchmark';
import { searchParametersFor } from '@/lib/search/client/search-versions';
import { checkEverydayQueries, EVERYDAY_QUERIES } from '@/tests/unit/search/everyday-queries';
import { RANKING_QUERIES } from '@/tests/unit/search/ranking-queries';

export interface SearchFigures {
  records: number;
  /** Every file of the index, by kind: the base file, term shards, record blocks. */
  files: Record<'base' | 'leaves' | 'blocks', FetchFigures>;
  /** Reading the base file until the first search can run. */
  openMs: number;
  /** Index bytes fetched: the first query (base included), `buffer` typed letter by letter, ten queries. */
  firstQuery: FetchFigures;
  typed: FetchFigures;
  tenQueries: FetchFigures;
  /** The first query's time once its files are fetched (shards decoded and indexed on the way). */
  firstQueryMs: number;
  latency: QueryTimings;
  medianOfQueriesP95: number;
  everyday: { passed: number; total: number; misses: string[] };
}

const QUERIES = [...RANKING_QUERIES, ...EVERYDAY_QUERIES].map((entry) => entry.query);
const gzipSize = (text: string) => gzipSync(text).length;

function fileSizes(dir: string): SearchFigures['files'] {
  const sizes = { base: [] as string[], leaves: [] as string[], blocks: [] as string[] };
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else
        (name === 'base.json' ? sizes.base : name.startsWith('t') ? sizes.leaves : sizes.blocks).push(file);
    }
  };
  walk(dir);
  const sum = (files: string[]) =>
    files.reduce(
      (total, file) => {
        const text = readFileSync(file, 'utf8');
        return { files: total.files + 1, raw: total.raw + text.length, gzip: total.gzip + gzipSize(text) };
      },
      { files: 0, raw: 0, gzip: 0 },
    );
  return { base: sum(sizes.base), leaves: sum(sizes.leaves), blocks: sum(sizes.blocks) };
}

export async function measureSearch(
  outDir: string,
  versionName: string = latestVersion().name,
): Promise<SearchFigures> {
  const dir = path.join(outDir, 'search-index', versionName);
  // What the modal sends on a page of that version: its records pass the version's facet filter.
  const params = { ...DOCSEARCH_LIKE_PARAMS, ...searchParametersFor(versionName) };
  const fromDisk = async (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const fresh = () => recordingLoader(fromDisk, gzipSize);

  const typing = fresh();
  const typingEngine = await openSearchIndex(typing.load);
  for (let end = 1; end <= FIRST_QUERY.length; end++)
    await typingEngine.search(FIRST_QUERY.slice(0, end), params);

  const reader = fresh();
  const opened = performance.now();
  const engine = await openSearchIndex(reader.load);
  const openMs = performance.now() - opened;
  const firstStarted = performance.now();
  await engine.search(FIRST_QUERY, params);
  const firstQueryMs = performance.now() - firstStarted;
  const firstQuery = reader.take();
  for (const query of TEN_QUERIES.slice(1)) await engine.search(query, params);
  const rest = reader.take();
  const everyday = await checkEverydayQueries(engine, params);
  return {
    records: engine.recordCount,
    files: fileSizes(dir),
    openMs,
    firstQuery,
    typed: typing.take(),
    tenQueries: {
      files: firstQuery.files + rest.files,
      raw: firstQuery.raw + rest.raw,
      gzip: firstQuery.gzip + rest.gzip,
    },
    firstQueryMs,
    latency: await measureQueries(engine, QUERIES, 20, params),
    medianOfQueriesP95: await medianOfQueriesP95(engine, QUERIES, params),
    everyday: { ...everyday, total: EVERYDAY_QUERIES.length },
  };
}

/**
 * Runs `measureSearch` in a fresh Node process, so the timings see neither the browser driver's nor
 * the report's garbage collection.
 */
export function measureSearchIsolated(outDir: string): SearchFigures {
  const worker = path.join(import.meta.dirname, 'search-worker.ts');
  const output = execFileSync(process.execPath, ['--import', 'tsx', worker, outDir], { encoding: 'utf8' });
  return JSON.parse(output) as SearchFigures;
}
