/**
 * Which term shard ("leaf") holds a term. Leaves are named by prefixes; a term lives in the leaf with
 * the longest prefix of it, so every term starting with a word that is not itself split further sits in
 * one leaf, and a query word costs one fetch. A prefix that was split (it heads several leaves) is
 * "short": a query still typing it is answered from a list ranked at build time instead of fetching
 * all of those leaves. Shared by the build (`build-layout.ts`) and the browser.
 */
export interface TermLayout {
  leaves: readonly string[];
  /** Leaf prefix → leaf number. */
  byPrefix: ReadonlyMap<string, number>;
  /** Every proper prefix of a leaf prefix: split prefixes. */
  split: ReadonlySet<string>;
  longest: number;
}

export function createTermLayout(leaves: readonly string[]): TermLayout {
  const byPrefix = new Map<string, number>();
  const split = new Set<string>();
  leaves.forEach((prefix, i) => {
    byPrefix.set(prefix, i);
    for (let end = 0; end < prefix.length; end++) split.add(prefix.slice(0, end));
  });
  return { leaves, byPrefix, split, longest: Math.max(0, ...leaves.map((leaf) => leaf.length)) };
}

/** The leaf a term (or an exact name) is stored in; -1 when no leaf could hold it. */
export function leafOf(layout: TermLayout, term: string): number {
  for (let end = Math.min(term.length, layout.longest); end >= 0; end--) {
    const leaf = layout.byPrefix.get(term.slice(0, end));
    if (leaf !== undefined) return leaf;
  }
  return -1;
}

/** A word still being typed that heads several leaves. */
export function isShortPrefix(layout: TermLayout, word: string): boolean {
  return layout.split.has(word);
}

/** Every leaf that can hold a term starting with `word`. */
export function leavesWithPrefix(layout: TermLayout, word: string): number[] {
  const own = leafOf(layout, word);
  const deeper = layout.leaves.flatMap((prefix, i) =>
    prefix.length > word.length && prefix.startsWith(word) ? [i] : [],
  );
  return own >= 0 && !deeper.includes(own) ? [own, ...deeper] : deeper;
}
