/**
 * Build-time half of `term-layout.ts`: splits the index keys (terms and exact names) into leaves of at
 * most `maxSize` bytes. A prefix whose keys fit becomes one leaf; a larger one is split by the next
 * character, and small groups stay in the prefix's own leaf so leaves do not shrink to a few terms.
 * A single key larger than `maxSize` (a very common word) gets a leaf of its own.
 */
import type { LeafFile } from './client/index-format';
import { encodePostings, type TermPostings } from './client/posting-codec';
import { createTermLayout, leafOf } from './client/term-layout';

const MAX_PREFIX_LENGTH = 32;

export function partitionKeys(sizes: ReadonlyMap<string, number>, maxSize: number): string[] {
  if (!(maxSize > 0)) throw new Error(`Invalid leaf size: expected a positive number, got ${maxSize}`);
  const leaves: string[] = [];
  const total = (keys: readonly string[]) => keys.reduce((sum, key) => sum + (sizes.get(key) ?? 0), 0);

  const split = (prefix: string, keys: readonly string[]) => {
    if (total(keys) <= maxSize || prefix.length >= MAX_PREFIX_LENGTH) {
      leaves.push(prefix);
      return;
    }
    const groups = new Map<string, string[]>();
    for (const key of keys) {
      const next = key.slice(prefix.length, prefix.length + 1);
      const group = groups.get(next);
      if (group) group.push(key);
      else groups.set(next, [key]);
    }
    // Keys equal to the prefix ('' group) always stay in the prefix's own leaf.
    let own = total(groups.get('') ?? []);
    let ownUsed = groups.has('');
    for (const [next, group] of [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      if (next === '') continue;
      const size = total(group);
      if (size <= maxSize / 2 && own + size <= maxSize) {
        own += size;
        ownUsed = true;
      } else split(prefix + next, group);
    }
    if (ownUsed) leaves.push(prefix);
  };

  split('', [...sizes.keys()]);
  return leaves.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Terms (with their postings) and exact names, grouped into leaves by `partitionKeys`. */
export function splitIntoLeaves(
  terms: ReadonlyArray<[string, TermPostings]>,
  names: ReadonlyMap<string, ReadonlyMap<number, number>>,
  leafBytes: number,
): { leaves: string[]; leafContents: LeafFile[] } {
  const termEntries = new Map(terms.map(([term, postings]) => [term, encodePostings(postings)] as const));
  const nameEntries = new Map([...names].map(([name, factors]) => [name, [...factors].flat()] as const));
  const sizes = new Map<string, number>();
  const count = (key: string, entry: unknown) =>
    sizes.set(key, (sizes.get(key) ?? 0) + JSON.stringify([key, entry]).length + 1);
  termEntries.forEach((entry, term) => count(term, entry));
  nameEntries.forEach((entry, name) => count(name, entry));
  const leaves = partitionKeys(sizes, leafBytes);
  const layout = createTermLayout(leaves);
  const leafContents: LeafFile[] = leaves.map(() => ({ terms: [], names: [] }));
  termEntries.forEach((entry, term) => leafContents[leafOf(layout, term)]!.terms.push([term, entry]));
  nameEntries.forEach((entry, name) => leafContents[leafOf(layout, name)]!.names.push([name, entry]));
  return { leaves, leafContents };
}
