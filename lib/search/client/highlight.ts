import { escapeHtml } from '@/lib/html/escape';
import { typoBudget } from './ranking';
import { findRuns, runSegments, stemOf } from './tokenize';

/**
 * Algolia-style `_highlightResult` / `_snippetResult` values. DocSearch injects these with
 * `dangerouslySetInnerHTML`, so everything but our own tags is HTML-escaped: `buffer<T, Dims>` and
 * `operator<<` must show literally and record text must never become markup.
 */
type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightQuery {
  /** Normalised query words. */
  words: string[];
  /** The word searched as a prefix (the last one, as the reader is still typing it), if any. */
  prefixWord: string | null;
  /** Index terms this record matched, to recognise typo matches such as `reducton` → `reduction`. */
  documentTerms: ReadonlySet<string>;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

type Span = [start: number, end: number];

export function highlightAttribute(
  text: string,
  query: HighlightQuery,
  tags: HighlightTags,
  matches: TextMatches = findMatches(text, query),
): HighlightResult {
  const { spans, matchedWords } = matches;
  const result: HighlightResult = {
    value: render(text, spans, 0, text.length, tags),
    matchLevel: matchLevel(matchedWords, query),
    matchedWords,
  };
  if (spans.length > 0)
    result.fullyHighlighted = findRuns(text).every((run) =>
      spans.some(([s, e]) => s <= run.start && e >= run.end),
    );
  return result;
}

/** `words` words of `text` around its first match (or its start), with `ellipsis` where text was cut. */
export function snippetAttribute(
  text: string,
  query: HighlightQuery,
  words: number,
  tags: HighlightTags,
  ellipsis: string,
  matches: TextMatches = findMatches(text, query),
): SnippetResult {
  const { spans, matchedWords } = matches;
  const wordSpans = Array.from(text.matchAll(/\S+/g), (m): Span => [m.index, m.index + m[0].length]);
  const level = matchLevel(matchedWords, query);
  if (wordSpans.length <= words)
    return { value: render(text, spans, 0, text.length, tags), matchLevel: level };

  const firstMatch = spans[0] ? wordSpans.findIndex(([, end]) => end > spans[0]![0]) : 0;
  const context = words >= 6 ? 2 : words >= 3 ? 1 : 0;
  const first = Math.max(0, Math.min(firstMatch - context, wordSpans.length - words));
  const last = first + Math.max(1, words) - 1;
  const value = render(text, spans, wordSpans[first]![0], wordSpans[last]![1], tags);
  const lead = first > 0 ? ellipsis : '';
  const tail = last < wordSpans.length - 1 ? ellipsis : '';
  return { value: `${escapeHtml(lead)}${value}${escapeHtml(tail)}`, matchLevel: level };
}

interface TextMatches {
  spans: Span[];
  matchedWords: string[];
}

/** Where the query matches `text`; computed once per attribute and shared by highlight and snippet. */
export function findMatches(text: string, query: HighlightQuery): TextMatches {
  const spans: Span[] = [];
  const matched = new Set<string>();
  for (const run of findRuns(text)) {
    for (const segment of runSegments(run)) {
      const candidate = segment.value.toLowerCase();
      for (const word of query.words) {
        const end = matchEnd(candidate, word, query);
        if (end === 0) continue;
        spans.push([segment.start, segment.start + end]);
        matched.add(word);
      }
    }
  }
  return { spans: merge(spans), matchedWords: query.words.filter((word) => matched.has(word)) };
}

/** How many characters of `candidate` the query word highlights; 0 for no match. */
function matchEnd(candidate: string, word: string, query: HighlightQuery): number {
  if (candidate === word) return candidate.length;
  if (word === query.prefixWord && candidate.startsWith(word)) return word.length;
  const budget = typoBudget(word);
  if (budget > 0 && query.documentTerms.has(candidate) && withinDistance(word, candidate, budget))
    return candidate.length;
  // Another form of the word, where the record matched its stem ("Migrating" for "migrate").
  const stem = stemOf(word);
  if (stem && query.documentTerms.has(stem) && candidate[0] === stem[0] && stemOf(candidate) === stem)
    return candidate.length;
  return 0;
}

function merge(spans: Span[]): Span[] {
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Span[] = [];
  for (const span of spans) {
    const previous = merged[merged.length - 1];
    if (previous && span[0] <= previous[1]) previous[1] = Math.max(previous[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

function render(text: string, spans: Span[], from: number, to: number, tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const [start, end] of spans) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e <= s) continue;
    html += escapeHtml(text.slice(cursor, s)) + tags.pre + escapeHtml(text.slice(s, e)) + tags.post;
    cursor = e;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function matchLevel(matchedWords: string[], query: HighlightQuery): MatchLevel {
  if (matchedWords.length === 0) return 'none';
  return matchedWords.length === query.words.length ? 'full' : 'partial';
}

/** Levenshtein distance ≤ max, with an early exit; the words compared here are short. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}
