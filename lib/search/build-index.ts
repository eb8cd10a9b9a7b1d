/**
 * Build-time half of the engine: validates the records and serialises records + MiniSearch index into
 * one JSON string. Kept apart from `engine.ts` so zod never reaches the browser bundle.
 */
import MiniSearch from 'minisearch';
import {
  createEngine,
  SEARCH_INDEX_FORMAT,
  SEARCH_INDEX_VERSION,
  type SearchEngine,
  type SerializedSearchIndex,
} from './engine';
import { packRecords } from './index-codec';
import { MINISEARCH_OPTIONS, toIndexedDocument, type IndexedDocument } from './ranking';
import { parseSearchRecords, type DocSearchRecord } from './record';

export function buildSearchIndex(records: readonly DocSearchRecord[], source = 'search records'): string {
  const valid = parseSearchRecords(records, source);
  const serialized: SerializedSearchIndex = {
    format: SEARCH_INDEX_FORMAT,
    version: SEARCH_INDEX_VERSION,
    ...packRecords(valid),
    index: indexRecords(valid).toJSON(),
  };
  return JSON.stringify(serialized);
}

/** An engine straight from records, without the JSON round trip (tests, dev server). */
export function createSearchEngine(
  records: readonly DocSearchRecord[],
  source = 'search records',
): SearchEngine {
  const valid = parseSearchRecords(records, source);
  return createEngine(valid, indexRecords(valid));
}

function indexRecords(records: readonly DocSearchRecord[]): MiniSearch<IndexedDocument> {
  const index = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  index.addAll(records.map(toIndexedDocument));
  return index;
}
