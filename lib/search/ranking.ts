import type { Options, Query } from 'minisearch';
import type { DocSearchRecord } from './record';
import { expandIndexTerm, tokenizeText } from './tokenize';

/**
 * What each record is indexed under. A record's own heading or text goes into the field of its level;
 * its ancestors' headings go into `context`, weakly, so "range mappers neighborhood" still finds the
 * section while a section heading outranks the paragraphs below it that repeat its words.
 */
export interface IndexedDocument {
  id: number;
  symbol: string;
  lvl1: string;
  lvl2: string;
  lvl3: string;
  lvl4: string;
  content: string;
  context: string;
}

export const INDEXED_FIELDS = ['symbol', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'content', 'context'] as const;

/** Algolia's DocSearch ranks by attribute order (symbol name, page title, headings, text); boosts approximate it. */
export const FIELD_BOOSTS: Record<(typeof INDEXED_FIELDS)[number], number> = {
  symbol: 8,
  lvl1: 5,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  content: 1,
  context: 0.4,
};

/** Names and headings, without body text. */
const HEADING_FIELDS = ['symbol', 'lvl1', 'lvl2', 'lvl3', 'lvl4'];

/**
 * The MiniSearch query for what the reader typed. Like Algolia's default `prefixLast`, only the word
 * being typed is a prefix; typos are allowed by length. A one-letter prefix matches a large share of
 * all postings, so that keystroke looks at names and headings only, which keeps it fast.
 */
export function buildQuery(query: string, combineWith: 'AND' | 'OR'): Query {
  const terms = tokenizeText(query);
  return {
    combineWith,
    queries: terms.map((term, i) => {
      const last = i === terms.length - 1;
      return {
        queries: [term],
        prefix: last,
        fuzzy: typoBudget(term) || false,
        ...(last && term.length === 1 ? { fields: HEADING_FIELDS } : {}),
      };
    }),
  };
}

export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: [...INDEXED_FIELDS],
  idField: 'id',
  tokenize: tokenizeText,
  processTerm: expandIndexTerm,
  searchOptions: { tokenize: tokenizeText, processTerm: (term) => term.toLowerCase() },
};

export function toIndexedDocument(record: DocSearchRecord, id: number): IndexedDocument {
  const { hierarchy, type } = record;
  const own = type === 'content' ? '' : (hierarchy[type] ?? '');
  const ancestors = [
    hierarchy.lvl0,
    hierarchy.lvl1,
    hierarchy.lvl2,
    hierarchy.lvl3,
    hierarchy.lvl4,
    hierarchy.lvl5,
    hierarchy.lvl6,
  ];
  const ownDepth = type === 'content' ? 7 : Number(type.slice(3));
  return {
    id,
    symbol: record.symbol?.qualifiedName ?? '',
    lvl1: type === 'lvl1' ? own : '',
    lvl2: type === 'lvl2' ? own : '',
    lvl3: type === 'lvl3' ? own : '',
    lvl4: type === 'lvl4' || type === 'lvl5' || type === 'lvl6' ? own : '',
    content: record.content ?? '',
    context: ancestors.slice(0, ownDepth).filter(Boolean).join(' \n '),
  };
}

/** Typos allowed per query term, like Algolia's defaults: none below 4 characters, 2 from 8. */
export function typoBudget(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/** Lower case, no backticks, no trailing `()`, single spaces: how readers type a heading or a name. */
export function normalizeName(value: string): string {
  return value
    .toLowerCase()
    .replace(/[`]/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Static per-record factor: page rank and heading level, the DocSearch custom ranking, as a mild multiplier. */
export function recordBoost(record: DocSearchRecord): number {
  const pageRank = Math.max(0.1, 1 + record.weight.pageRank / 100);
  return pageRank * (1 + record.weight.level / 300);
}
