// Search figures in Node: the exported index's size, and query latency over our ranking queries,
// on the real index and on synthetic indexes of growing size.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex } from '@/lib/search/build-index';
import { loadSearchIndex } from '@/lib/search/engine';
import { measureQueries, syntheticSearchRecords, type QueryTimings } from '@/lib/search/search-benchmark';
import { RANKING_QUERIES } from '@/tests/unit/search/ranking-queries';

export interface SearchFigures {
  indexRaw: number;
  indexGzip: number;
  records: number;
  loadMs: number;
  latency: QueryTimings;
  /** p95 over the queries of each query's median: the engine's cost without the host's noise. */
  medianOfQueriesP95: number;
  synthetic: Array<{ records: number; latency: QueryTimings }>;
}

const QUERIES = RANKING_QUERIES.map((entry) => entry.query);
const SYNTHETIC_SIZES = [2000, 10000];

export function measureSearch(outDir: string): SearchFigures {
  const json = readFileSync(path.join(outDir, 'search-index.json'));
  const started = performance.now();
  const engine = loadSearchIndex(json.toString('utf8'));
  const loadMs = performance.now() - started;
  const latency = measureQueries(engine, QUERIES);
  const perQuery = QUERIES.map((query) => measureQueries(engine, [query]).p50).sort((a, b) => a - b);
  const medianOfQueriesP95 = perQuery[Math.min(perQuery.length - 1, Math.floor(0.95 * perQuery.length))] ?? 0;
  const synthetic = SYNTHETIC_SIZES.map((records) => {
    const index = loadSearchIndex(buildSearchIndex(syntheticSearchRecords(records)));
    return { records, latency: measureQueries(index, QUERIES) };
  });
  return {
    indexRaw: json.length,
    indexGzip: gzipSync(json).length,
    records: engine.recordCount,
    loadMs,
    latency,
    medianOfQueriesP95,
    synthetic,
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
