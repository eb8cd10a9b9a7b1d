/**
 * Figures for the search budgets, for `npm run bench` to print: what a reader downloads (the first
 * query, a word typed letter by letter, ten queries) and how long queries take once their shards are in.
 */
import type { SearchEngine, SearchParams } from './client/engine';
import type { IndexFileLoader } from './client/index-files';

/** What the bench types first, as the first-open measurement in the browser does. */
export const FIRST_QUERY = 'buffer';

/** Ten everyday queries, whole words, for "bytes after 10 queries". */
export const TEN_QUERIES = [
  FIRST_QUERY,
  'host task',
  'range mapper',
  'reduction',
  'accessor',
  'fence',
  'cmake',
  'queue submit',
  'lookahead',
  'installation',
];

/** The parameters DocSearch sends (20 hits, our facet filters, 10-word snippets). */
export const DOCSEARCH_LIKE_PARAMS: SearchParams = {
  hitsPerPage: 20,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
};

export interface FetchFigures {
  files: number;
  raw: number;
  gzip: number;
}

/** Wraps a loader and counts what it fetched: `take()` returns the files since the last `take()`. */
export function recordingLoader(load: IndexFileLoader, gzipSize: (text: string) => number) {
  let since: FetchFigures = { files: 0, raw: 0, gzip: 0 };
  const recorded: IndexFileLoader = async (path) => {
    const text = await load(path);
    since = { files: since.files + 1, raw: since.raw + text.length, gzip: since.gzip + gzipSize(text) };
    return text;
  };
  return {
    load: recorded,
    take(): FetchFigures {
      const taken = since;
      since = { files: 0, raw: 0, gzip: 0 };
      return taken;
    },
  };
}

export interface QueryTimings {
  queries: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** Times each query `rounds` times after one warm-up pass (which loads its shards); milliseconds. */
export async function measureQueries(
  engine: SearchEngine,
  queries: readonly string[],
  rounds = 20,
  params: SearchParams = DOCSEARCH_LIKE_PARAMS,
): Promise<QueryTimings> {
  for (const query of queries) await engine.search(query, params);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const start = performance.now();
      await engine.search(query, params);
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  return {
    queries: samples.length,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: percentile(samples, 1),
  };
}

/** p95 over the queries of each query's median: the engine's cost without the host's noise. */
export async function medianOfQueriesP95(
  engine: SearchEngine,
  queries: readonly string[],
  params: SearchParams = DOCSEARCH_LIKE_PARAMS,
): Promise<number> {
  const medians: number[] = [];
  for (const query of queries) medians.push((await measureQueries(engine, [query], 9, params)).p50);
  return percentile(
    medians.sort((a, b) => a - b),
    0.95,
  );
}
