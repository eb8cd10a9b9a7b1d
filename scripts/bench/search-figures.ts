// Search figures in Node: the exported index's size, and query latency over our ranking queries,
// on the real index and on synthetic indexes of growing size.
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
  synthetic: Array<{ records: number; latency: QueryTimings }>;
}

const QUERIES = RANKING_QUERIES.map((entry) => entry.query);
const SYNTHETIC_SIZES = [2000, 10000];

export function measureSearch(outDir: string): SearchFigures {
  const json = readFileSync(path.join(outDir, 'search-index.json'));
  const started = performance.now();
  const engine = loadSearchIndex(json.toString('utf8'));
  const loadMs = performance.now() - started;
  const synthetic = SYNTHETIC_SIZES.map((records) => {
    const index = loadSearchIndex(buildSearchIndex(syntheticSearchRecords(records)));
    return { records, latency: measureQueries(index, QUERIES) };
  });
  return {
    indexRaw: json.length,
    indexGzip: gzipSync(json).length,
    records: engine.recordCount,
    loadMs,
    latency: measureQueries(engine, QUERIES),
    synthetic,
  };
}
