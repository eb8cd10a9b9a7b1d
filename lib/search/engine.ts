/**
 * The local search engine behind DocSearch. Built on MiniSearch because it is small (~6 KB min+gzip, no
 * dependencies), does prefix and typo-tolerant (edit distance) matching with per-field boosts and BM25
 * scoring, and serialises its index to one JSON value: the index is built at build time and only
 * loaded in the browser. Lunr is unmaintained since 2020; FlexSearch exports its index in many chunks.
 *
 * This module must stay free of zod and Node APIs: it is part of the browser bundle.
 */
import MiniSearch from 'minisearch';
import { createFacetMaskCache, type FacetFilters } from './facet-filters';
import { formatHit, planFormatting, type FormatOptions, type SearchHit } from './hit-formatting';
import { unpackRecords, type PackedRecords } from './index-codec';
import { buildQuery, FIELD_BOOSTS, MINISEARCH_OPTIONS, normalizeName, type IndexedDocument } from './ranking';
import type { DocSearchRecord } from './record';
import { buildRecordTables, distinctByUrl, rankResults, type RankedRecord } from './result-order';
import { tokenizeQuery, tokenizeText } from './tokenize';

export const SEARCH_INDEX_FORMAT = 'celerity-search-index';
export const SEARCH_INDEX_VERSION = 1;

export interface SerializedSearchIndex extends PackedRecords {
  format: typeof SEARCH_INDEX_FORMAT;
  version: typeof SEARCH_INDEX_VERSION;
  index: ReturnType<MiniSearch['toJSON']>;
}

export interface SearchParams extends FormatOptions {
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** Hits kept per url (DocSearch indices set `distinct: true` on `url`); `false` or 0 keeps all. */
  distinct?: boolean | number;
}

export interface EngineResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  exhaustiveNbHits: true;
}

export interface SearchEngine {
  readonly recordCount: number;
  search(query: string, params?: SearchParams): EngineResponse;
}

/** Reads what `buildSearchIndex` wrote. Throws a readable error for anything else. */
export function loadSearchIndex(json: string | SerializedSearchIndex): SearchEngine {
  const data = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
  if (!isSerializedIndex(data)) {
    throw new Error(
      `Not a search index: expected {"format":"${SEARCH_INDEX_FORMAT}","version":${SEARCH_INDEX_VERSION},…}; rebuild it with buildSearchIndex`,
    );
  }
  const records = unpackRecords(data);
  return createEngine(records, MiniSearch.loadJS(data.index, MINISEARCH_OPTIONS));
}

function isSerializedIndex(data: unknown): data is SerializedSearchIndex {
  const candidate = data as Partial<SerializedSearchIndex> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.format === SEARCH_INDEX_FORMAT &&
    candidate.version === SEARCH_INDEX_VERSION &&
    Array.isArray(candidate.strings) &&
    Array.isArray(candidate.records) &&
    typeof candidate.index === 'object'
  );
}

export function createEngine(
  records: readonly DocSearchRecord[],
  index: MiniSearch<IndexedDocument>,
): SearchEngine {
  const tables = buildRecordTables(records);
  const facetMasks = createFacetMaskCache(records);

  function search(query: string, params: SearchParams = {}): EngineResponse {
    const started = performance.now();
    const hitsPerPage = checkedInteger(params.hitsPerPage ?? 20, 'hitsPerPage', 0, 1000);
    const page = checkedInteger(params.page ?? 0, 'page', 0, Number.MAX_SAFE_INTEGER);
    const accepted = facetMasks(params.facetFilters);
    const words = tokenizeQuery(query);

    const ranked: RankedRecord[] = [];
    if (words.length === 0) {
      // Algolia answers an empty query with every record, in custom-ranking order.
      records.forEach((_, id) => {
        if (accepted[id]) ranked.push({ id, score: 0, match: {} });
      });
    } else {
      const bonus = tables.exactNames.get(normalizeName(query));
      const run = (combineWith: 'AND' | 'OR') => {
        const results = index.search(buildQuery(query, combineWith), { boost: FIELD_BOOSTS });
        for (const { id, score, match } of results) {
          // Record boosts multiply every term's score, so applying them to the sum equals MiniSearch's
          // per-posting `boostDocument` callback, at a fraction of the cost.
          if (accepted[id])
            ranked.push({ id, score: score * tables.boost[id]! * (bonus?.get(id) ?? 1), match });
        }
      };
      run('AND');
      // Like `removeWordsIfNoResults: 'allOptional'` of DocSearch indices: rather some hits than none.
      if (ranked.length === 0 && words.length > 1) run('OR');
    }
    rankResults(ranked, records);

    const kept = distinctByUrl(ranked, tables, params.distinct ?? true);
    const plan = planFormatting(params);
    const prefixWord = tokenizeText(query).at(-1)?.toLowerCase() ?? null;
    const hits = kept
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map(({ id, match }) =>
        formatHit(records[id]!, { words, prefixWord, documentTerms: new Set(Object.keys(match)) }, plan),
      );
    return {
      hits,
      nbHits: kept.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(kept.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      exhaustiveNbHits: true,
    };
  }

  return { recordCount: records.length, search };
}

function checkedInteger(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`Invalid ${name}: expected an integer from ${min} to ${max}, got ${value}`);
  return value;
}
