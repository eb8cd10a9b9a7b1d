import {
  findMatches,
  highlightAttribute,
  snippetAttribute,
  type HighlightQuery,
  type HighlightResult,
  type HighlightTags,
  type SnippetResult,
} from './highlight';
import type { DocSearchRecord, HierarchyLevel } from '../record';

/** The attributes DocSearch highlights and snippets: the hierarchy levels and the content. */
const HIERARCHY_ATTRIBUTES: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];
const DEFAULT_SNIPPET_WORDS = 10;

interface HitDecorations<T> {
  hierarchy: Partial<Record<HierarchyLevel, T>>;
  content?: T;
}

export interface SearchHit extends DocSearchRecord {
  _highlightResult: HitDecorations<HighlightResult>;
  _snippetResult: HitDecorations<SnippetResult>;
}

interface FormatPlan {
  /** Attribute → snippet length in words. */
  snippets: Map<string, number>;
  /** Attributes to highlight; null for all of them (Algolia's default). */
  highlights: Map<string, number> | null;
  tags: HighlightTags;
  ellipsis: string;
}

export interface FormatOptions {
  attributesToSnippet?: readonly string[];
  attributesToHighlight?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

/** Parsed once per query rather than once per hit. */
export function planFormatting(options: FormatOptions): FormatPlan {
  return {
    snippets: parseAttributeList(options.attributesToSnippet, true),
    highlights: options.attributesToHighlight
      ? parseAttributeList(options.attributesToHighlight, false)
      : null,
    tags: { pre: options.highlightPreTag ?? '<em>', post: options.highlightPostTag ?? '</em>' },
    ellipsis: options.snippetEllipsisText ?? '…',
  };
}

/** Turns `['hierarchy.lvl1:10', 'content:5', '*:8']` into attribute → word count. */
function parseAttributeList(entries: readonly string[] | undefined, withCount: boolean): Map<string, number> {
  const attributes = new Map<string, number>();
  for (const entry of entries ?? []) {
    const colon = entry.lastIndexOf(':');
    const name = withCount && colon > 0 ? entry.slice(0, colon) : entry;
    const words = withCount && colon > 0 ? Number(entry.slice(colon + 1)) : DEFAULT_SNIPPET_WORDS;
    if (!Number.isInteger(words) || words < 1)
      throw new Error(
        `Invalid attributesToSnippet entry "${entry}": expected "attribute:words", e.g. "content:10"`,
      );
    const expanded =
      name === '*' || name === 'hierarchy'
        ? [...HIERARCHY_ATTRIBUTES.map((l) => `hierarchy.${l}`), ...(name === '*' ? ['content'] : [])]
        : [name];
    for (const attribute of expanded) attributes.set(attribute, words);
  }
  return attributes;
}

export function formatHit(record: DocSearchRecord, query: HighlightQuery, plan: FormatPlan): SearchHit {
  const { snippets, highlights } = plan;
  const hit: SearchHit = {
    ...record,
    _highlightResult: { hierarchy: {} },
    _snippetResult: { hierarchy: {} },
  };
  const decorate = (
    attribute: string,
    value: string | null,
    assign: (h: HighlightResult | undefined, s: SnippetResult | undefined) => void,
  ) => {
    // Null attributes get no entry, as with Algolia; DocSearch then renders nothing for them.
    if (value === null) return;
    const matches = findMatches(value, query);
    const highlight =
      !highlights || highlights.has(attribute)
        ? highlightAttribute(value, query, plan.tags, matches)
        : undefined;
    const words = snippets.get(attribute);
    const snippet =
      words === undefined
        ? undefined
        : snippetAttribute(value, query, words, plan.tags, plan.ellipsis, matches);
    assign(highlight, snippet);
  };
  for (const level of HIERARCHY_ATTRIBUTES) {
    decorate(`hierarchy.${level}`, record.hierarchy[level], (h, s) => {
      if (h) hit._highlightResult.hierarchy[level] = h;
      if (s) hit._snippetResult.hierarchy[level] = s;
    });
  }
  decorate('content', record.content, (h, s) => {
    if (h) hit._highlightResult.content = h;
    if (s) hit._snippetResult.content = s;
  });
  return hit;
}
