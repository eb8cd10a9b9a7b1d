/**
 * Postings in the term shards: MiniSearch serialises a term as `{ field: { recordId: count } }`, about
 * ten bytes a posting; record ids as gaps and counts only where one differs from 1 take two or three.
 */
import { corruptIndex, type FieldPostings } from './index-format';

/** MiniSearch's serialised postings of one term: field id → record id → term count. */
export type TermPostings = Record<string, Record<string, number>>;

export function encodePostings(postings: TermPostings): FieldPostings[] {
  return Object.entries(postings).map(([field, docs]) => {
    const ids = Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b);
    const counts = ids.map((id) => docs[id]!);
    const gaps = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!));
    return counts.some((count) => count !== 1) ? [Number(field), gaps, counts] : [Number(field), gaps];
  });
}

export function decodePostings(encoded: readonly FieldPostings[], term: string): TermPostings {
  const postings: TermPostings = {};
  for (const entry of encoded) {
    const [field, gaps, counts] = entry;
    if (!Array.isArray(gaps) || (counts !== undefined && counts.length !== gaps.length))
      corruptIndex(`the postings of "${term}" are malformed`);
    const docs: Record<string, number> = {};
    let id = 0;
    gaps.forEach((gap, i) => {
      id += gap;
      docs[id] = counts?.[i] ?? 1;
    });
    postings[field] = docs;
  }
  return postings;
}
