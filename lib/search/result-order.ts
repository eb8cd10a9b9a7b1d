import { normalizeName, recordBoost } from './ranking';
import type { DocSearchRecord } from './record';

/**
 * Per-record tables computed once when the index loads, so that ordering a few thousand matches costs
 * array lookups rather than string work: boosts, url numbers for `distinct`, and exact names.
 */
export interface RecordTables {
  /** Page rank and heading level as a score multiplier. */
  boost: Float64Array;
  /** Records sharing a url share a number. */
  urlIds: Uint32Array;
  urlCount: number;
  /**
   * A query that is exactly a symbol's name (`buffer`, `celerity::reduction`, `runtime::init`) or a
   * heading means that page: normalised name → record id → score multiplier.
   */
  exactNames: Map<string, Map<number, number>>;
}

export interface RankedRecord {
  id: number;
  score: number;
  /** Index term → fields it matched in; its keys drive highlighting of typo matches. */
  match: Record<string, string[]>;
}

export function buildRecordTables(records: readonly DocSearchRecord[]): RecordTables {
  const urls = new Map<string, number>();
  const urlIds = new Uint32Array(records.length);
  const exactNames = new Map<string, Map<number, number>>();
  const addName = (name: string, id: number, bonus: number) => {
    const entry = exactNames.get(name) ?? new Map<number, number>();
    entry.set(id, Math.max(bonus, entry.get(id) ?? 1));
    exactNames.set(name, entry);
  };
  records.forEach((record, id) => {
    let urlId = urls.get(record.url);
    if (urlId === undefined) urls.set(record.url, (urlId = urls.size));
    urlIds[id] = urlId;
    if (record.symbol) {
      const scopes = normalizeName(record.symbol.qualifiedName).split('::');
      for (let i = 0; i < scopes.length; i++) addName(scopes.slice(i).join('::'), id, 4);
    }
    if (record.type !== 'content') addName(normalizeName(record.hierarchy[record.type] ?? ''), id, 2);
  });
  return { boost: Float64Array.from(records, recordBoost), urlIds, urlCount: urls.size, exactNames };
}

/** Score first; equal scores fall back to DocSearch's custom ranking (page rank, level, position). */
export function rankResults(ranked: RankedRecord[], records: readonly DocSearchRecord[]): void {
  ranked.sort((a, b) => {
    const delta = b.score - a.score;
    if (Math.abs(delta) > 1e-9 * Math.max(a.score, b.score)) return delta;
    const x = records[a.id]!.weight;
    const y = records[b.id]!.weight;
    return y.pageRank - x.pageRank || y.level - x.level || x.position - y.position;
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
