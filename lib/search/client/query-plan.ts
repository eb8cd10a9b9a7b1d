/**
 * What a query needs before it can be scored: its words (the last one matched as a prefix) and the
 * term shards that hold them, the shard holding the whole query as an exact name, or, for a single word
 * still too short to pick a shard, the answer ranked at build time.
 */
import { normalizeName } from './ranking';
import { isShortPrefix, leafOf, leavesWithPrefix, type TermLayout } from './term-layout';
import { stemOf, tokenizeText } from './tokenize';

interface PlannedWord {
  text: string;
  /** The word being typed: matched as a prefix. */
  last: boolean;
  leaves: number[];
}

export type QueryPlan =
  | { kind: 'all' }
  | { kind: 'answer'; word: string; nbHits: number; ids: number[] }
  | { kind: 'search'; words: PlannedWord[]; name: string; nameLeaf: number };

export function planQuery(
  query: string,
  layout: TermLayout,
  answers: Readonly<Record<string, number[]>>,
): QueryPlan {
  const texts = tokenizeText(query).map((word) => word.toLowerCase());
  if (texts.length === 0) return { kind: 'all' };
  const typed = texts.at(-1)!;
  const short = isShortPrefix(layout, typed);
  const answer = short ? answers[typed] : undefined;
  if (texts.length === 1 && answer)
    return { kind: 'answer', word: typed, nbHits: answer[0] ?? 0, ids: answer.slice(1) };
  // With other words to go by, those decide until this one is typed far enough to name one shard.
  const dropTyped = short && texts.length > 1;
  const kept = dropTyped ? texts.slice(0, -1) : texts;
  const words = kept.map((text, i) => {
    const last = !dropTyped && i === kept.length - 1;
    const own = leafOf(layout, text);
    const leaves = last ? leavesWithPrefix(layout, text) : own >= 0 ? [own] : [];
    // The shard of the word's stem, which headings are also indexed under (ranking.ts, buildQuery).
    const stem = stemOf(text);
    const stemLeaf = stem === undefined ? -1 : leafOf(layout, stem);
    return { text, last, leaves: stemLeaf < 0 || leaves.includes(stemLeaf) ? leaves : [...leaves, stemLeaf] };
  });
  const name = normalizeName(query);
  return { kind: 'search', words, name, nameLeaf: leafOf(layout, name) };
}
