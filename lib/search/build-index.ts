/**
 * Build-time half of the engine: validates the records, indexes them with MiniSearch once, and splits
 * the result into the files described in index-format.ts. Kept apart from `engine.ts` so zod and
 * Node's crypto never reach the browser bundle.
 */
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import { splitIntoLeaves } from './build-layout';
import { createEngine, openSearchIndex, type IndexSource, type SearchEngine } from './client/engine';
import { packRecords } from './client/index-codec';
import {
  BASE_FILE,
  blockFile,
  leafFile,
  messagesFile,
  SEARCH_INDEX_FORMAT,
  SEARCH_INDEX_VERSION,
  type BaseFile,
  type MessageTemplates,
} from './client/index-format';
import { FIELD_IDS } from './client/leaf-index';
import type { TermPostings } from './client/posting-codec';
import { recordColumns } from './record-columns';
import {
  exactNames,
  INDEXED_FIELDS,
  MINISEARCH_OPTIONS,
  toIndexedDocument,
  type IndexedDocument,
} from './client/ranking';
import { parseSearchRecords, type DocSearchRecord } from './record';
import { createTermLayout } from './client/term-layout';
import { templateParts } from './client/message-match';

/** Leaves of about 12 KB gzip; a query word fetches one. */
const LEAF_BYTES = 40_000;
/** Records per block: the hits of one page of results come from a handful of blocks. */
const BLOCK_RECORDS = 32;
/** Records kept per short prefix: DocSearch shows 20 hits, after one per url. */
const ANSWER_RECORDS = 50;

/** File path (relative to the index folder) → JSON text; `base.json` is the entry point. */
export type SearchIndexFiles = Map<string, string>;

interface BuildOptions {
  /** Named in validation errors, e.g. "site search records". */
  source?: string;
  leafBytes?: number;
  blockRecords?: number;
}

export async function buildSearchIndexFiles(
  records: readonly DocSearchRecord[],
  { source = 'search records', leafBytes = LEAF_BYTES, blockRecords = BLOCK_RECORDS }: BuildOptions = {},
): Promise<SearchIndexFiles> {
  const valid = parseSearchRecords(records, source);
  const index = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
  index.addAll(valid.map(toIndexedDocument));
  const names = exactNames(valid);
  const { base, files } = writeFiles(index, names, valid, leafBytes, blockRecords);
  base.answers = await rankShortPrefixes(base, completeSource(index, names, valid), valid);
  files.set(BASE_FILE, JSON.stringify(base));
  return files;
}

/**
 * The base file (without answers yet), shards and blocks. Apart from the caller so that MiniSearch's
 * serialised copy of the index is garbage before the answers are ranked.
 */
function writeFiles(
  index: MiniSearch<IndexedDocument>,
  names: ReadonlyMap<string, ReadonlyMap<number, number>>,
  valid: readonly DocSearchRecord[],
  leafBytes: number,
  blockRecords: number,
): { base: BaseFile; files: SearchIndexFiles } {
  const plain = index.toJSON();
  if (JSON.stringify(plain.fieldIds) !== JSON.stringify(FIELD_IDS))
    throw new Error(
      `MiniSearch numbered the fields ${JSON.stringify(plain.fieldIds)}; expected ${JSON.stringify(FIELD_IDS)}`,
    );
  const terms = plain.index as Array<[string, TermPostings]>;
  const { leaves, leafContents } = splitIntoLeaves(terms, names, leafBytes);
  const leafTexts = leafContents.map((leaf) => JSON.stringify(leaf));
  const blockTexts: string[] = [];
  for (let start = 0; start < valid.length; start += blockRecords)
    blockTexts.push(JSON.stringify(packRecords(valid.slice(start, start + blockRecords))));

  const hash = createHash('sha256');
  for (const text of [...leafTexts, ...blockTexts]) hash.update(text).update('\n');
  const base: BaseFile = {
    format: SEARCH_INDEX_FORMAT,
    version: SEARCH_INDEX_VERSION,
    hash: hash.digest('hex').slice(0, 12),
    records: valid.length,
    blockSize: blockRecords,
    leaves,
    answers: {},
    averageFieldLength: plain.averageFieldLength,
    ...recordColumns(valid, plain.fieldLength, INDEXED_FIELDS.length),
  };
  const files: SearchIndexFiles = new Map([
    ...leafTexts.map((text, i) => [leafFile(base, i), text] as const),
    ...blockTexts.map((text, i) => [blockFile(base, i), text] as const),
  ]);
  const templates: MessageTemplates = valid.flatMap((record, id) =>
    record.message ? [[templateParts(record.message), id] as [string[], number]] : [],
  );
  if (templates.length > 0) {
    base.messages = templates.length;
    files.set(messagesFile(base), JSON.stringify(templates));
  }
  return { base, files };
}

/** The whole index in memory, as one shard: what short prefixes are ranked with. */
function completeSource(
  index: MiniSearch<IndexedDocument>,
  names: ReadonlyMap<string, ReadonlyMap<number, number>>,
  records: readonly DocSearchRecord[],
): IndexSource {
  return {
    leaves: async (ids) => new Map(ids.map((id) => [id, { names }])),
    indexFor: async () => index,
    records: async (ids) => new Map(ids.map((id) => [id, records[id]!])),
    messages: async () => [],
  };
}

/** Ranks every short prefix with the complete index, as a query of that one word would be. */
async function rankShortPrefixes(
  base: BaseFile,
  source: IndexSource,
  records: readonly DocSearchRecord[],
): Promise<BaseFile['answers']> {
  const engine = createEngine(base, source);
  const answers: BaseFile['answers'] = {};
  for (const prefix of [...createTermLayout(base.leaves).split].sort()) {
    if (!prefix) continue;
    const { ranked } = await engine.rank(prefix);
    const urls = new Set(ranked.map(({ id }) => records[id]!.url));
    answers[prefix] = [urls.size, ...ranked.slice(0, ANSWER_RECORDS).map(({ id }) => id)];
  }
  return answers;
}

export const memoryLoader = (files: ReadonlyMap<string, string>) => async (path: string) => {
  const text = files.get(path);
  if (text === undefined) throw new Error(`GET ${path} answered 404`);
  return text;
};

/** An engine straight from records, without writing files (tests, the benchmark). */
export async function createSearchEngine(
  records: readonly DocSearchRecord[],
  options: BuildOptions = {},
): Promise<SearchEngine> {
  const files = await buildSearchIndexFiles(records, options);
  return openSearchIndex(memoryLoader(files));
}
