/**
 * The local search engine behind DocSearch. Built on MiniSearch because it is small (~6 KB min+gzip, no
 * dependencies) and does prefix and typo-tolerant (edit distance) matching with per-field boosts and BM25
 * scoring. The index is built at build time and split (see index-format.ts): opening search loads the
 * base file; each query then loads the term shards of its words and the record blocks of the hits it
 * shows, so what a reader downloads grows with what they search, not with the size of the API.
 *
 * This module must stay free of zod and Node APIs: it is part of the browser bundle.
 */
import { createFacetMaskCache, type FacetFilters } from './facet-filters';
import { formatHit, planFormatting, type FormatOptions, type SearchHit } from './hit-formatting';
import { BASE_FILE, corruptIndex, parseBaseFile, type BaseFile } from './index-format';
import { createIndexFiles, type IndexFileLoader, type IndexSource } from './index-files';
import { looksPasted, matchMessage } from './message-match';
import { planQuery, type QueryPlan } from './query-plan';
import { distinctByUrl, rankResults, tablesFromBase, type RankedRecord } from './result-order';
import { buildQuery, FIELD_BOOSTS } from './ranking';
import { createTermLayout } from './term-layout';

export type { IndexFileLoader, IndexSource } from './index-files';

export interface SearchParams extends FormatOptions {
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  /** Hits kept per url (DocSearch indices set `distinct: true` on `url`); `false` or 0 keeps all. */
  distinct?: boolean | number;
}

/** One page of results, with the fields and names of an Algolia response (see algolia-response.ts). */
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

interface RankedQuery {
  /** Matching records in rank order, before `distinct`. */
  ranked: RankedRecord[];
  /** The words to highlight, and the one matched as a prefix. */
  words: string[];
  prefixWord: string | null;
  /** Set when the query was answered from the list ranked at build time. */
  answerHits?: number;
}

export interface SearchEngine {
  readonly recordCount: number;
  search(query: string, params?: SearchParams): Promise<EngineResponse>;
  /** The ranking alone (no `distinct`, no hit text): what the build stores for short prefixes. */
  rank(query: string, facetFilters?: FacetFilters): Promise<RankedQuery>;
}

/** Opens the index whose files `load` reads (`base.json` first). Throws a readable error for anything else. */
export async function openSearchIndex(load: IndexFileLoader): Promise<SearchEngine> {
  const base = parseBaseFile(await load(BASE_FILE));
  return createEngine(base, createIndexFiles(base, load));
}

export function createEngine(base: BaseFile, files: IndexSource): SearchEngine {
  const tables = tablesFromBase(base);
  const facetMasks = createFacetMaskCache(tables.facets);
  const layout = createTermLayout(base.leaves);

  /** A pasted runtime message first (message-match.ts), then what its words find. */
  async function rank(query: string, facetFilters?: FacetFilters): Promise<RankedQuery> {
    const ranking = rankWords(query, facetFilters);
    if (!base.messages || !looksPasted(query)) return ranking;
    const templates = await files.messages();
    const found = matchMessage(
      query,
      templates.map(([parts]) => parts),
    );
    const result = await ranking;
    const id = found >= 0 ? templates[found]![1] : -1;
    if (id < 0 || !facetMasks(facetFilters)[id]) return result;
    const rest = result.ranked.filter((entry) => entry.id !== id);
    return { ...result, ranked: [{ id, score: Number.MAX_VALUE, match: {} }, ...rest] };
  }

  async function rankWords(query: string, facetFilters?: FacetFilters): Promise<RankedQuery> {
    const accepted = facetMasks(facetFilters);
    const plan: QueryPlan = planQuery(query, layout, base.answers);
    const ranked: RankedRecord[] = [];
    if (plan.kind === 'all') {
      // Algolia answers an empty query with every record, in custom-ranking order.
      for (let id = 0; id < tables.count; id++) if (accepted[id]) ranked.push({ id, score: 0, match: {} });
      rankResults(ranked, tables);
      return { ranked, words: [], prefixWord: null };
    }
    if (plan.kind === 'answer') {
      // Already in rank order: scores that keep it.
      plan.ids.forEach((id, i) => accepted[id] && ranked.push({ id, score: plan.ids.length - i, match: {} }));
      return { ranked, words: [plan.word], prefixWord: plan.word, answerHits: plan.nbHits };
    }
    const wordLeaves = plan.words.flatMap((word) => word.leaves);
    // All shards in one round trip; the index of the words' shards is then built from them.
    const loaded = await files.leaves([...wordLeaves, plan.nameLeaf]);
    const index = await files.indexFor(wordLeaves);
    const bonus = loaded.get(plan.nameLeaf)?.names.get(plan.name);
    const collect = (combineWith: 'AND' | 'OR') => {
      for (const { id, score, match } of index.search(buildQuery(plan.words, combineWith), {
        boost: FIELD_BOOSTS,
      })) {
        // Record boosts multiply every term's score, so applying them to the sum equals MiniSearch's
        // per-posting `boostDocument` callback, at a fraction of the cost.
        if (accepted[id])
          ranked.push({ id, score: score * tables.boost[id]! * (bonus?.get(id) ?? 1), match });
      }
    };
    collect('AND');
    // Like `removeWordsIfNoResults: 'allOptional'` of DocSearch indices: rather some hits than none.
    if (ranked.length === 0 && plan.words.length > 1) collect('OR');
    rankResults(ranked, tables);
    const last = plan.words.at(-1);
    return { ranked, words: plan.words.map((word) => word.text), prefixWord: last?.last ? last.text : null };
  }

  async function search(query: string, params: SearchParams = {}): Promise<EngineResponse> {
    const started = performance.now();
    const hitsPerPage = checkedInteger(params.hitsPerPage ?? 20, 'hitsPerPage', 0, 1000);
    const page = checkedInteger(params.page ?? 0, 'page', 0, Number.MAX_SAFE_INTEGER);
    const { ranked, words, prefixWord, answerHits } = await rank(query, params.facetFilters);
    const kept = distinctByUrl(ranked, tables, params.distinct ?? true);
    const shown = kept.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const records = await files.records(shown.map(({ id }) => id));
    const plan = planFormatting(params);
    const hits = shown.map(({ id, match }) =>
      formatHit(
        records.get(id) ?? corruptIndex(`record ${id} is missing from its block`),
        { words, prefixWord, documentTerms: new Set(Object.keys(match)) },
        plan,
      ),
    );
    const nbHits = Math.max(kept.length, answerHits ?? 0);
    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      exhaustiveNbHits: true,
    };
  }

  return { recordCount: base.records, search, rank };
}

function checkedInteger(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`Invalid ${name}: expected an integer from ${min} to ${max}, got ${value}`);
  return value;
}
