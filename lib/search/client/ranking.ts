import type { Options, Query } from 'minisearch';
import type { DocSearchRecord } from '../record';
import {
  expandHeadingTerm,
  expandIndexTerm,
  expandNamePartTerm,
  expandNameTerm,
  headingStems,
  singular,
  stemOf,
  tokenizeText,
} from './tokenize';

/**
 * What each record is indexed under. A record's own heading or text goes into the field of its level;
 * its ancestors' headings go into `context`, weakly, so "range mappers neighborhood" still finds the
 * section while a section heading outranks the paragraphs below it that repeat its words.
 */
export interface IndexedDocument {
  id: number;
  symbol: string;
  /** The symbol's name again, indexed by the words of its own name (`expandNamePartTerm`). */
  symbolWords: string;
  lvl1: string;
  lvl2: string;
  lvl3: string;
  lvl4: string;
  content: string;
  context: string;
  /** The stems of the record's own heading (`headingStems`), searched only by a query word's stem. */
  stems: string;
}

export const INDEXED_FIELDS = [
  'symbol',
  'symbolWords',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'content',
  'context',
  'stems',
] as const;

type IndexedField = (typeof INDEXED_FIELDS)[number];

/** Algolia's DocSearch ranks by attribute order (symbol name, page title, headings, text); boosts approximate it. */
export const FIELD_BOOSTS: Record<IndexedField, number> = {
  symbol: 9,
  symbolWords: 2.5,
  lvl1: 5,
  lvl2: 3,
  lvl3: 2.5,
  lvl4: 2,
  content: 1,
  context: 0.4,
  // A heading with another form of the word ("Migrating" for "migrate"): weaker than the word as typed.
  stems: 1.5,
};

/** Names and headings, without body text. */
const HEADING_FIELDS = ['symbol', 'symbolWords', 'lvl1', 'lvl2', 'lvl3', 'lvl4'];
/** What a word as typed is looked up in: everything but the stems, which only a stem may match. */
const WORD_FIELDS = INDEXED_FIELDS.filter((field) => field !== 'stems');
const OWN_HEADING_FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4'];

const unscopedTermsOnly = (_id: unknown, term: string) => (term.includes('::') ? 0 : 1);

/**
 * The MiniSearch query for what the reader typed. Like Algolia's default `prefixLast`, only the word
 * being typed (`last`) is a prefix; typos are allowed by length. A one-letter prefix matches a large
 * share of all postings, so that keystroke looks at names and headings only, which keeps it fast.
 */
export function buildQuery(
  words: ReadonlyArray<{ text: string; last: boolean }>,
  combineWith: 'AND' | 'OR',
): Query {
  return {
    combineWith,
    queries: words.map(({ text, last }): Query => {
      const asTyped: Query = {
        queries: [text],
        prefix: last,
        fuzzy: typoBudget(text) || false,
        fields: last && text.length === 1 ? HEADING_FIELDS : WORD_FIELDS,
        // A word typed without `::` is a prefix of names, not of qualified names: "collective" is
        // completed to `collective_group`, not to every `collective_partition::…` member.
        ...(last && !text.includes('::') ? { boostDocument: unscopedTermsOnly } : {}),
      };
      const stem = stemOf(text);
      if (!stem) return asTyped;
      // The stem counts only for a heading without the word as typed, which already scored in full.
      // (Exactly as typed: a second prefix and typo search would double the cost of the query.)
      const otherForm: Query = {
        combineWith: 'AND_NOT',
        queries: [
          { queries: [stem], fields: ['stems'] },
          { queries: [text], fields: OWN_HEADING_FIELDS },
        ],
      };
      return { combineWith: 'OR', queries: [asTyped, otherForm] };
    }),
  };
}

/** How a token of each field becomes its index terms. */
const FIELD_TERMS: Record<IndexedField, (term: string) => string | string[]> = {
  symbol: expandNameTerm,
  symbolWords: expandNamePartTerm,
  lvl1: expandHeadingTerm,
  lvl2: expandHeadingTerm,
  lvl3: expandHeadingTerm,
  lvl4: expandHeadingTerm,
  content: expandIndexTerm,
  context: expandIndexTerm,
  stems: (term) => term,
};

export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: [...INDEXED_FIELDS],
  idField: 'id',
  tokenize: tokenizeText,
  processTerm: (term, field) => FIELD_TERMS[field as IndexedField](term),
  searchOptions: { tokenize: tokenizeText, processTerm: (term) => term.toLowerCase() },
};

export function toIndexedDocument(record: DocSearchRecord, id: number): IndexedDocument {
  const { hierarchy, type, symbol } = record;
  const own = type === 'content' ? '' : (hierarchy[type] ?? '');
  const ownDepth = type === 'content' ? 7 : Number(type.slice(3));
  // The section name (lvl0: "Guides", "API") says nothing about the record; an API page's scopes do.
  const ancestors = [
    hierarchy.lvl1,
    hierarchy.lvl2,
    hierarchy.lvl3,
    hierarchy.lvl4,
    hierarchy.lvl5,
    hierarchy.lvl6,
  ]
    .slice(0, ownDepth - 1)
    .filter(Boolean);
  return {
    id,
    symbol: symbol?.qualifiedName ?? '',
    symbolWords: symbol?.qualifiedName ?? '',
    // An API page's title is its qualified name, already in `symbol`.
    lvl1: type === 'lvl1' && !symbol ? own : '',
    lvl2: type === 'lvl2' ? own : '',
    lvl3: type === 'lvl3' ? own : '',
    lvl4: type === 'lvl4' || type === 'lvl5' || type === 'lvl6' ? own : '',
    content: record.content ?? '',
    stems: type === 'content' ? '' : headingStems(own),
    context: (ancestors.length > 0 ? ancestors : symbol ? [symbol.qualifiedName] : []).join(' \n '),
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
export function recordBoost(pageRank: number, level: number): number {
  return Math.max(0.1, 1 + pageRank / 100) * (1 + level / 300);
}

/**
 * A query that is exactly a symbol's name (`buffer`, `celerity::reduction`, `runtime::init`) or a
 * heading means that page: normalised name → record id → score factor.
 */
export function exactNames(records: readonly DocSearchRecord[]): Map<string, Map<number, number>> {
  const names = new Map<string, Map<number, number>>();
  const add = (name: string, id: number, factor: number) => {
    const entry = names.get(name) ?? new Map<number, number>();
    entry.set(id, Math.max(factor, entry.get(id) ?? 1));
    names.set(name, entry);
  };
  records.forEach((record, id) => {
    if (record.symbol) {
      const scopes = normalizeName(record.symbol.qualifiedName).split('::');
      for (let i = 0; i < scopes.length; i++) add(scopes.slice(i).join('::'), id, 4);
    }
    if (record.type !== 'content') {
      const heading = normalizeName(record.hierarchy[record.type] ?? '');
      add(heading, id, 2);
      add(heading.split(' ').map(singular).join(' '), id, 2);
    }
  });
  return names;
}
