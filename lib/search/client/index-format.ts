/**
 * The files of the local search index and their checks. The index is split so that opening search
 * costs about the same at 200 and at 10,000 API symbols: a small base file (per-record numbers, the
 * term layout), term shards ("leaves", fetched for the words a query contains) and record blocks
 * (the text of the hits shown). Browser code: no zod, no Node APIs.
 */
import type { PackedRecords } from './index-codec';

export const SEARCH_INDEX_FORMAT = 'celerity-search-index';
export const SEARCH_INDEX_VERSION = 2;
export const BASE_FILE = 'base.json';

/** One field's postings of a term: field number, delta-coded record ids, term counts when not all 1. */
export type FieldPostings = [field: number, ids: number[], counts?: number[]];

export interface LeafFile {
  /** Index terms with their postings, for terms whose longest leaf prefix is this leaf's. */
  terms: Array<[term: string, postings: FieldPostings[]]>;
  /** Exact names (normalised symbol names and headings) → alternating record id, score factor. */
  names: Array<[name: string, idsAndFactors: number[]]>;
}

type BlockFile = PackedRecords;

interface RecordColumns {
  /** One digit per record: index into RECORD_TYPES. */
  type: string;
  pageRank: number[];
  /** Position on the page, as the difference to the previous record's. */
  position: number[];
  /** Records sharing a url share a number; stored as the difference to the previous record's. */
  url: number[];
  /** Index into `BaseFile.lvl0`. */
  lvl0: number[];
  /** Index into `BaseFile.tagSets`. */
  tags: number[];
  /** Per indexed field, each record's length in terms (what BM25 normalises by). */
  lengths: number[][];
}

export interface BaseFile {
  format: typeof SEARCH_INDEX_FORMAT;
  version: typeof SEARCH_INDEX_VERSION;
  /** Folder of the leaves and blocks; changes with their content, so caches never mix two builds. */
  hash: string;
  records: number;
  blockSize: number;
  /** Sorted leaf prefixes; leaf i is `<hash>/t<i>.json`. */
  leaves: string[];
  /** Short prefixes (those split over several leaves) → [nbHits, best record ids…], ranked at build time. */
  answers: Record<string, number[]>;
  averageFieldLength: number[];
  lvl0: string[];
  tagSets: string[][];
  columns: RecordColumns;
  /** How many message templates `<hash>/m.json` holds (message-match.ts); absent when none. */
  messages?: number;
}

/** The message templates of an index: each one's literal parts and its record id. */
export type MessageTemplates = Array<[parts: string[], id: number]>;

export const leafFile = (base: Pick<BaseFile, 'hash'>, leaf: number) => `${base.hash}/t${leaf}.json`;
export const messagesFile = (base: Pick<BaseFile, 'hash'>) => `${base.hash}/m.json`;
export const blockFile = (base: Pick<BaseFile, 'hash'>, block: number) => `${base.hash}/r${block}.json`;

export function corruptIndex(what: string): never {
  throw new Error(`Corrupt search index: ${what}; rebuild the index`);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `base.json`; anything else (an old single-file index, an HTML error page) gets a readable error. */
export function parseBaseFile(text: string): BaseFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return corruptIndex(`${BASE_FILE} is not JSON (starts with ${JSON.stringify(text.slice(0, 20))})`);
  }
  if (!isObject(data) || data.format !== SEARCH_INDEX_FORMAT || data.version !== SEARCH_INDEX_VERSION) {
    throw new Error(
      `Not a search index: expected {"format":"${SEARCH_INDEX_FORMAT}","version":${SEARCH_INDEX_VERSION},…}; rebuild it with buildSearchIndexFiles`,
    );
  }
  const base = data as unknown as BaseFile;
  const { columns, records } = base;
  if (!Number.isInteger(records) || records < 0) corruptIndex('"records" is not a count');
  if (!isObject(columns)) return corruptIndex('"columns" is missing');
  for (const name of ['pageRank', 'position', 'url', 'lvl0', 'tags'] as const) {
    if (!Array.isArray(columns[name]) || columns[name].length !== records)
      corruptIndex(`column "${name}" does not have ${records} entries`);
  }
  if (typeof columns.type !== 'string' || columns.type.length !== records)
    corruptIndex(`column "type" does not have ${records} entries`);
  if (!Array.isArray(columns.lengths) || columns.lengths.some((l) => l.length !== records))
    corruptIndex(`column "lengths" does not have ${records} entries per field`);
  if (!Array.isArray(base.leaves) || !isObject(base.answers) || !(base.blockSize > 0))
    corruptIndex('the leaf layout is missing');
  return base;
}

export function parseLeafFile(text: string, name: string): LeafFile {
  const data = JSON.parse(text) as unknown;
  if (!isObject(data) || !Array.isArray(data.terms) || !Array.isArray(data.names))
    corruptIndex(`${name} is not a term shard`);
  return data as unknown as LeafFile;
}

export function parseBlockFile(text: string, name: string): BlockFile {
  const data = JSON.parse(text) as unknown;
  if (!isObject(data) || !Array.isArray(data.strings) || !Array.isArray(data.records))
    corruptIndex(`${name} is not a record block`);
  return data as unknown as BlockFile;
}
