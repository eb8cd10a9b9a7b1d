/**
 * A stand-in for the Algolia search client that answers DocSearch from the local engine, in Algolia's
 * response shape. DocSearch calls `search({ requests })` and reads `results[0].hits` and `nbHits`;
 * `hits[i]._snippetResult` values are injected as HTML, so they are escaped (see highlight.ts).
 */
import type { DocSearchTransformClient } from '@docsearch/react';
import type { EngineResponse, SearchEngine } from './engine';
import type { SearchHit } from './hit-formatting';
import { escapeHtml } from '@/lib/html/escape';
import { createIndexLoader, DEFAULT_LOAD_TIMEOUT_MS } from './index-loader';
import {
  encodeParams,
  normalizeRequests,
  type MultipleQueries,
  type NormalizedRequest,
} from './search-request';

interface LocalSearchClientOptions {
  /** How long a search waits for the index before rejecting, so DocSearch shows its error screen. */
  timeoutMs?: number;
}

/** A hit after `attributesToRetrieve`: the record fields asked for, plus what Algolia always returns. */
type RetrievedHit = Pick<SearchHit, 'objectID' | '_highlightResult' | '_snippetResult'> & Partial<SearchHit>;

/** The engine's page of results, as DocSearch expects it from Algolia's `search`. */
export interface AlgoliaHitsResult extends Omit<EngineResponse, 'hits'> {
  hits: RetrievedHit[];
  params: string;
  index: string;
  queryID: string;
  exhaustive: { nbHits: true };
}

interface AlgoliaFacetResult {
  facetHits: [];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
}

export interface LocalSearchClient {
  readonly appId: string;
  search(queries: MultipleQueries): Promise<{ results: Array<AlgoliaHitsResult | AlgoliaFacetResult> }>;
  searchForFacetValues(queries: unknown): Promise<AlgoliaFacetResult[]>;
  clearCache(): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: AlgoliaAgent };
}

interface AlgoliaAgent {
  value: string;
  add(options: { segment: string; version?: string }): AlgoliaAgent;
}

const EMPTY_FACET_RESULT: AlgoliaFacetResult = {
  facetHits: [],
  exhaustiveFacetsCount: true,
  processingTimeMS: 0,
};

export function createLocalSearchClient(
  loadIndex: () => Promise<SearchEngine>,
  options: LocalSearchClientOptions = {},
): LocalSearchClient {
  const getEngine = createIndexLoader(loadIndex, options.timeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS);
  const algoliaAgent: AlgoliaAgent = {
    value: 'Celerity local search',
    add({ segment, version }) {
      const part = `; ${segment}${version ? ` (${version})` : ''}`;
      if (!algoliaAgent.value.includes(part)) algoliaAgent.value += part;
      return algoliaAgent;
    },
  };

  return {
    appId: 'local',
    async search(queries) {
      const requests = normalizeRequests(queries);
      const engine = await getEngine();
      return {
        results: await Promise.all(
          requests.map((request) =>
            request.type === 'facet' ? EMPTY_FACET_RESULT : answer(engine, request),
          ),
        ),
      };
    },
    // DocSearch never asks for facet values; present so InstantSearch-style callers do not crash.
    async searchForFacetValues(queries) {
      return Array.isArray(queries) ? queries.map(() => EMPTY_FACET_RESULT) : [EMPTY_FACET_RESULT];
    },
    async clearCache() {},
    addAlgoliaAgent(segment, version) {
      algoliaAgent.add(version === undefined ? { segment } : { segment, version });
    },
    transporter: { algoliaAgent },
  };
}

/**
 * The shape `DocSearch`'s `transformSearchClient` prop wants. algoliasearch types `search` as generic in
 * the hit type, which a client returning our concrete hits cannot satisfy without this one cast.
 */
export function toDocSearchTransformClient(client: LocalSearchClient): DocSearchTransformClient {
  return client as unknown as DocSearchTransformClient;
}

async function answer(engine: SearchEngine, request: NormalizedRequest): Promise<AlgoliaHitsResult> {
  const result = await engine.search(request.query, request.params);
  const retrieve = request.raw.attributesToRetrieve;
  return {
    ...result,
    hits: result.hits.map((hit) =>
      pickAttributes(escapeRecordText(hit), Array.isArray(retrieve) ? (retrieve as string[]) : undefined),
    ),
    params: encodeParams({ query: request.query, ...request.raw }),
    index: request.indexName,
    queryID: newQueryId(),
    exhaustive: { nbHits: true },
  };
}

/**
 * DocSearch renders recent and favourite searches from the stored hit itself, without
 * `_snippetResult`, as HTML (`__html: snippet || hit[attribute]`); so the plain fields are escaped too.
 */
function escapeRecordText(hit: SearchHit): SearchHit {
  const { hierarchy } = hit;
  const escaped = { ...hierarchy, lvl0: escapeHtml(hierarchy.lvl0), lvl1: escapeHtml(hierarchy.lvl1) };
  for (const level of ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
    const value = hierarchy[level];
    escaped[level] = value === null ? null : escapeHtml(value);
  }
  return { ...hit, hierarchy: escaped, content: hit.content === null ? null : escapeHtml(hit.content) };
}

/** Algolia's `attributesToRetrieve`: `objectID` and the highlight data always come back. */
function pickAttributes(hit: SearchHit, attributes: readonly string[] | undefined): RetrievedHit {
  if (!attributes || attributes.includes('*')) return hit;
  const picked: Record<string, unknown> = {
    objectID: hit.objectID,
    _highlightResult: hit._highlightResult,
    _snippetResult: hit._snippetResult,
  };
  for (const path of attributes) {
    const [head, ...rest] = path.split('.');
    if (head === undefined || !(head in hit)) continue;
    const value = (hit as unknown as Record<string, unknown>)[head];
    if (rest.length === 0 || value === null || typeof value !== 'object') picked[head] = value;
    else {
      const target = (picked[head] ??= {}) as Record<string, unknown>;
      target[rest.join('.')] = (value as Record<string, unknown>)[rest.join('.')];
    }
  }
  return picked as RetrievedHit;
}

let queryCounter = 0;

/** 32 hex characters like Algolia's; `crypto.randomUUID` is missing on plain-http hosts, so no UUID. */
function newQueryId(): string {
  const random = new Uint32Array(2);
  globalThis.crypto.getRandomValues(random);
  queryCounter = (queryCounter + 1) % 0xffffffff;
  const parts = [Date.now() % 0xffffffff, queryCounter, random[0] ?? 0, random[1] ?? 0];
  return parts.map((n) => n.toString(16).padStart(8, '0')).join('');
}
