/**
 * Term shards made searchable. The shards a query needs are loaded into one MiniSearch index that
 * holds only their terms and, for BM25, the lengths of the records those terms occur in, with the whole
 * index's record count and average lengths: a word scores exactly as it would in one big index, and a
 * query matches (prefix, typos) only within the shards of its words, whatever else was loaded before.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { corruptIndex, type BaseFile, type LeafFile } from './index-format';
import { decodePostings, type TermPostings } from './posting-codec';
import { INDEXED_FIELDS, MINISEARCH_OPTIONS, type IndexedDocument } from './ranking';

/** MiniSearch's own serialisation version, which `loadJS` checks. */
const MINISEARCH_SERIALIZATION = 2;

export const FIELD_IDS: Record<string, number> = Object.fromEntries(
  INDEXED_FIELDS.map((field, i) => [field, i]),
);

export interface LoadedLeaf {
  terms: Array<[term: string, postings: TermPostings]>;
  /** Number of postings, what an index of this shard costs to build and keep. */
  size: number;
  /** Field lengths of the records the terms occur in, keyed by record id. */
  fieldLength: Record<string, number[]>;
  /** Normalised name → record id → score factor for a query that is exactly that name. */
  names: ReadonlyMap<string, ReadonlyMap<number, number>>;
}

/** Each record's field lengths as one array, shared by every shard that mentions the record. */
export function fieldLengthRows(base: BaseFile): number[][] {
  const { lengths } = base.columns;
  return Array.from({ length: base.records }, (_, id) => lengths.map((column) => column[id] ?? 0));
}

export function loadLeaf(leaf: LeafFile, rows: readonly number[][]): LoadedLeaf {
  const fieldLength: Record<string, number[]> = {};
  let size = 0;
  const terms = leaf.terms.map(([term, encoded]): [string, TermPostings] => {
    const postings = decodePostings(encoded, term);
    for (const docs of Object.values(postings))
      for (const id of Object.keys(docs)) {
        size++;
        fieldLength[id] ??= rows[Number(id)] ?? corruptIndex(`a posting of "${term}" names record ${id}`);
      }
    return [term, postings];
  });
  const names = new Map<string, Map<number, number>>();
  for (const [name, pairs] of leaf.names) {
    const entry = new Map<number, number>();
    for (let i = 0; i + 1 < pairs.length; i += 2) entry.set(pairs[i]!, pairs[i + 1]!);
    names.set(name, entry);
  }
  return { terms, size, fieldLength, names };
}

/** One MiniSearch index over the terms of `leaves`. */
export function indexLeaves(leaves: readonly LoadedLeaf[], base: BaseFile): MiniSearch<IndexedDocument> {
  const fieldLength: Record<string, number[]> = Object.assign({}, ...leaves.map((leaf) => leaf.fieldLength));
  const documentIds: Record<string, number> = {};
  for (const id of Object.keys(fieldLength)) documentIds[id] = Number(id);
  const plain: AsPlainObject = {
    documentCount: base.records,
    nextId: base.records,
    documentIds,
    fieldIds: FIELD_IDS,
    fieldLength,
    averageFieldLength: base.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: leaves.flatMap((leaf) => leaf.terms),
    serializationVersion: MINISEARCH_SERIALIZATION,
  };
  return MiniSearch.loadJS(plain, MINISEARCH_OPTIONS);
}
