import type { FacetView } from './facet-filters';
import type { BaseFile } from './index-format';
import { recordBoost } from './ranking';
import { LEVEL_WEIGHTS, RECORD_TYPES } from './record-shape';

/**
 * Per-record tables read from the base file when search first opens, so that ordering thousands of
 * matches costs array lookups and no record text has to be loaded: boosts, url numbers for
 * `distinct`, the custom-ranking keys, and the facet values.
 */
interface RecordTables {
  count: number;
  /** Page rank and heading level as a score multiplier. */
  boost: Float64Array;
  /** Records sharing a url share a number. */
  urlIds: Uint32Array;
  urlCount: number;
  pageRank: Float64Array;
  level: Uint8Array;
  position: Uint32Array;
  facets: FacetView[];
}

export interface RankedRecord {
  id: number;
  score: number;
  /** Index term → fields it matched in; its keys drive highlighting of typo matches. */
  match: Record<string, string[]>;
}

export function tablesFromBase(base: BaseFile): RecordTables {
  const { columns, records: count } = base;
  const level = new Uint8Array(count);
  const facets: FacetView[] = [];
  for (let id = 0; id < count; id++) {
    const type = RECORD_TYPES[Number(columns.type[id])] ?? 'content';
    level[id] = LEVEL_WEIGHTS[type];
    facets.push({
      language: 'en',
      type,
      docusaurus_tag: base.tagSets[columns.tags[id]!] ?? [],
      hierarchy: { lvl0: base.lvl0[columns.lvl0[id]!] ?? '' },
    });
  }
  const pageRank = Float64Array.from(columns.pageRank);
  const urlIds = runningSum(columns.url);
  return {
    count,
    boost: Float64Array.from(pageRank, (rank, id) => recordBoost(rank, level[id]!)),
    urlIds,
    urlCount: urlIds.reduce((max, url) => Math.max(max, url), -1) + 1,
    pageRank,
    level,
    position: runningSum(columns.position),
    facets,
  };
}

function runningSum(deltas: readonly number[]): Uint32Array {
  const values = new Uint32Array(deltas.length);
  let value = 0;
  deltas.forEach((delta, i) => (values[i] = value += delta));
  return values;
}

/** Score first; equal scores fall back to DocSearch's custom ranking (page rank, level, position). */
export function rankResults(ranked: RankedRecord[], tables: RecordTables): void {
  const { pageRank, level, position } = tables;
  ranked.sort((a, b) => {
    const delta = b.score - a.score;
    if (Math.abs(delta) > 1e-9 * Math.max(a.score, b.score)) return delta;
    return (
      pageRank[b.id]! - pageRank[a.id]! || level[b.id]! - level[a.id]! || position[a.id]! - position[b.id]!
    );
  });
}

/** Algolia `distinct` on `url`: keeps the best `perUrl` hits of each url (`true` = 1, `false`/0 = all). */
export function distinctByUrl(
  ranked: RankedRecord[],
  tables: RecordTables,
  distinct: boolean | number,
): RankedRecord[] {
  const perUrl = distinct === true ? 1 : distinct === false ? 0 : distinct;
  if (perUrl <= 0) return ranked;
  const seen = new Uint16Array(tables.urlCount);
  const kept: RankedRecord[] = [];
  for (const result of ranked) {
    const url = tables.urlIds[result.id]!;
    if (seen[url]! < perUrl) kept.push(result);
    seen[url] = seen[url]! + 1;
  }
  return kept;
}
