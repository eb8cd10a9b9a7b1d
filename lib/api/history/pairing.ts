import { IMPLICIT_MARK } from './special-members';

// Which of the declarations a version removed a new declaration stands for: a changed overload keeps
// most of its words (name, parameter types), so the closest removed one by shared tokens is its former
// self; a new overload resembles none of them closely.

// Words of identifiers count one by one (`is_pure_consumer_mode` shares three with `is_pure_consumer`). The
// mark of an implicit special member (facts.ts) is one token, as `= default` is about two: a defaulted copy
// constructor that became implicit pairs with its former self.
const TOKEN = new RegExp(
  `${IMPLICIT_MARK.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}|[A-Za-z]+|\\d+|::|&&|[^\\s\\w]`,
  'g',
);

function tokens(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of text.match(TOKEN) ?? []) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/** Dice similarity of two declarations' token multisets: 1 for the same tokens, 0 for none shared. */
export function declarationSimilarity(a: string, b: string): number {
  const left = tokens(a);
  const right = tokens(b);
  let shared = 0;
  let total = 0;
  for (const [token, count] of left) shared += Math.min(count, right.get(token) ?? 0);
  for (const count of [...left.values(), ...right.values()]) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** Below this, a new declaration is an overload of its own, not a changed one. */
export const SAME_DECLARATION = 0.7;

/**
 * Pairs the declarations a version added with those it removed, each at most once, closest pairs
 * first: new → its former self. A new declaration without a close enough partner is a new overload.
 */
export function pairDeclarations(before: readonly string[], after: readonly string[]): Map<string, string> {
  const candidates = after.flatMap((now, i) =>
    before.map((was, j) => ({
      now,
      was,
      score: declarationSimilarity(now, was),
      order: i * before.length + j,
    })),
  );
  candidates.sort((a, b) => b.score - a.score || a.order - b.order);
  const pairs = new Map<string, string>();
  const taken = new Set<string>();
  for (const { now, was, score } of candidates) {
    if (score < SAME_DECLARATION) break;
    if (pairs.has(now) || taken.has(was)) continue;
    pairs.set(now, was);
    taken.add(was);
  }
  return pairs;
}
