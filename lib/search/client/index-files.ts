/**
 * Fetches term shards and record blocks on demand and keeps them: each file at most once at a time,
 * a failed one forgotten so the next search tries again.
 */
import { unpackRecords } from './index-codec';
import {
  blockFile,
  leafFile,
  messagesFile,
  parseBlockFile,
  parseLeafFile,
  type BaseFile,
  type MessageTemplates,
} from './index-format';
import { asUnavailable } from './index-unavailable';
import { fieldLengthRows, indexLeaves, loadLeaf, type LoadedLeaf } from './leaf-index';
import type MiniSearch from 'minisearch';
import type { IndexedDocument } from './ranking';
import type { DocSearchRecord } from '../record';

/** Reads one file of the index by its path relative to the index folder, e.g. `base.json`. */
/**
 * Indexes of shard sets kept for reuse, bounded by their postings: typing a word asks for the same set
 * over and over, and a reader going back to an earlier query should not pay for rebuilding it.
 */
const INDEX_CACHE_POSTINGS = 400_000;

export type IndexFileLoader = (path: string) => Promise<string>;

function memoised<T>(load: (key: number) => Promise<T>): (key: number) => Promise<T> {
  const cache = new Map<number, Promise<T>>();
  return (key) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = load(key);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
}

/** What the engine reads besides the base file: shards, an index over some of them, and records. */
export interface IndexSource {
  leaves(ids: readonly number[]): Promise<ReadonlyMap<number, Pick<LoadedLeaf, 'names'>>>;
  indexFor(ids: readonly number[]): Promise<MiniSearch<IndexedDocument>>;
  records(ids: readonly number[]): Promise<ReadonlyMap<number, DocSearchRecord>>;
  /** The message templates, fetched on the first query that looks like a pasted message. */
  messages(): Promise<MessageTemplates>;
}

export function createIndexFiles(base: BaseFile, load: IndexFileLoader): IndexSource {
  // A file that cannot be had is the error screen's case; a file that is not what we wrote is a bug.
  const read = (path: string) => load(path).catch((error: unknown) => Promise.reject(asUnavailable(error)));
  let rows: number[][] | undefined;
  const leaf = memoised(async (id) => {
    const path = leafFile(base, id);
    const text = await read(path);
    rows ??= fieldLengthRows(base);
    return loadLeaf(parseLeafFile(text, path), rows);
  });
  const block = memoised(async (id) => {
    const path = blockFile(base, id);
    return unpackRecords(parseBlockFile(await read(path), path));
  });

  const indexes = new Map<string, { index: ReturnType<typeof indexLeaves>; size: number }>();
  let cached = 0;
  let templates: Promise<MessageTemplates> | undefined;

  const api = {
    messages(): Promise<MessageTemplates> {
      if (!base.messages) return Promise.resolve([]);
      templates ??= read(messagesFile(base)).then((text) => JSON.parse(text) as MessageTemplates);
      templates.catch(() => (templates = undefined));
      return templates;
    },
    async leaves(ids: readonly number[]): Promise<Map<number, LoadedLeaf>> {
      const wanted = [...new Set(ids)].filter((id) => id >= 0 && id < base.leaves.length);
      const loaded = await Promise.all(wanted.map(leaf));
      return new Map(wanted.map((id, i) => [id, loaded[i]!]));
    },
    async records(ids: readonly number[]): Promise<Map<number, DocSearchRecord>> {
      const blocks = [...new Set(ids.map((id) => Math.floor(id / base.blockSize)))];
      const loaded = await Promise.all(blocks.map(block));
      const records = new Map<number, DocSearchRecord>();
      blocks.forEach((number, i) =>
        loaded[i]!.forEach((record, offset) => records.set(number * base.blockSize + offset, record)),
      );
      return records;
    },
    async indexFor(ids: readonly number[]) {
      const loaded = await api.leaves(ids);
      const key = [...loaded.keys()].sort((a, b) => a - b).join(',');
      let entry = indexes.get(key);
      if (entry) indexes.delete(key);
      else {
        const leaves = [...loaded.values()];
        entry = { index: indexLeaves(leaves, base), size: leaves.reduce((sum, leaf) => sum + leaf.size, 0) };
        cached += entry.size;
      }
      indexes.set(key, entry);
      // Least recently used first; the entry just used always stays.
      for (const [oldKey, old] of indexes) {
        if (cached <= INDEX_CACHE_POSTINGS || oldKey === key) break;
        indexes.delete(oldKey);
        cached -= old.size;
      }
      return entry.index;
    },
  };
  return api;
}
