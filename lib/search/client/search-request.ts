import type { SearchParams } from './engine';

/**
 * The request shapes an Algolia search client is called with. DocSearch 3.9 uses algoliasearch v5's
 * `search({ requests: [{ indexName, query, ...params }] })`; v4-style callers (InstantSearch, older
 * DocSearch) pass `search([{ indexName, query, params }])`, where `params` may be URL-encoded.
 */
interface SearchRequest {
  indexName: string;
  query?: string;
  type?: 'default' | 'facet';
  params?: string | Record<string, unknown>;
  [parameter: string]: unknown;
}

export type MultipleQueries = readonly SearchRequest[] | { requests: readonly SearchRequest[] };

export interface NormalizedRequest {
  indexName: string;
  query: string;
  type: 'default' | 'facet';
  params: SearchParams;
  /** Every parameter as received, echoed back URL-encoded in the response's `params`. */
  raw: Record<string, unknown>;
}

const LIST_PARAMS = ['attributesToRetrieve', 'attributesToSnippet', 'attributesToHighlight'];

export function normalizeRequests(input: MultipleQueries): NormalizedRequest[] {
  const requests = Array.isArray(input) ? input : (input as { requests?: unknown }).requests;
  if (!Array.isArray(requests))
    throw new Error('Invalid search call: expected { requests: [...] } or an array of requests');
  return requests.map(normalizeRequest);
}

function normalizeRequest(request: SearchRequest, i: number): NormalizedRequest {
  if (typeof request !== 'object' || request === null || typeof request.indexName !== 'string') {
    throw new Error(`Invalid search request #${i}: expected an object with an indexName`);
  }
  const { indexName, params, type, ...flat } = request;
  const nested = typeof params === 'string' ? decodeParams(params) : (params ?? {});
  const raw: Record<string, unknown> = { ...flat, ...nested };
  const query = raw.query ?? '';
  if (typeof query !== 'string') throw new Error(`Invalid search request #${i}: query must be a string`);
  delete raw.query;
  for (const list of LIST_PARAMS) {
    // Algolia also takes lists as comma-separated strings.
    const value = raw[list];
    if (typeof value === 'string')
      raw[list] = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
  }
  return { indexName, query, type: type === 'facet' ? 'facet' : 'default', params: raw as SearchParams, raw };
}

/** `hitsPerPage=20&facetFilters=%5B%22language%3Aen%22%5D` → { hitsPerPage: 20, facetFilters: ['language:en'] }. */
function decodeParams(encoded: string): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    decoded[key] = key === 'query' ? value : parseValue(value);
  }
  return decoded;
}

export function encodeParams(params: Record<string, unknown>): string {
  const encoded = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) encoded.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return encoded.toString();
}

function parseValue(value: string): unknown {
  if (!/^[[{"\d-]|^(true|false|null)$/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
