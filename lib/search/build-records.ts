import { splitIntoChunks } from './chunk-text';
import {
  LEVEL_WEIGHTS,
  type ApiSymbolInfo,
  type DocSearchRecord,
  type Hierarchy,
  type RecordType,
} from './record';
import { searchTagsFor } from './client/search-versions';

/** Without tags a record belongs to no docs version: every version's search finds it. */
const DEFAULT_DOCUSAURUS_TAGS = searchTagsFor();

const SECTION_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface DocSectionInput {
  /** Heading depth: 2 for `##`, up to 6. */
  depth: 2 | 3 | 4 | 5 | 6;
  title: string;
  anchor: string;
  text: string;
}

export interface DocPageInput {
  /** Page path with a trailing slash, e.g. `/docs/range-mappers/`. */
  url: string;
  /** The section the page belongs to, e.g. `Guides`; DocSearch groups hits by it. */
  lvl0: string;
  title: string;
  intro: string;
  sections: DocSectionInput[];
  tags?: string[];
  pageRank?: number;
}

/**
 * Page rank of internal symbols: DocSearch's custom ranking and the local engine's record boost put them
 * below guides and the public API for everyday words, while their qualified names still find them.
 */
export const INTERNAL_PAGE_RANK = -90;

/** A symbol in an implementation namespace (`detail`, `tracy_detail`, …), or nested in one. */
function isInternalName(qualifiedName: string): boolean {
  return qualifiedName
    .split('::')
    .slice(0, -1)
    .some((scope) => scope === 'detail' || scope.endsWith('_detail'));
}

export interface ApiSymbolInput {
  url: string;
  /** Set when the symbol is a section of a larger page rather than a page of its own. */
  anchor?: string;
  qualifiedName: string;
  /** The hit's title, where it is not the qualified name (a specialisation's arguments, a kind that tells
   * two pages of one name apart). */
  title?: string;
  kind: string;
  signature: string;
  brief: string;
  /** Implementation detail, e.g. a private nested record; names in `detail` namespaces are detected. */
  internal?: boolean;
  tags?: string[];
  pageRank?: number;
}

interface RecordContext {
  urlWithoutAnchor: string;
  tags: string[];
  pageRank: number;
  position: number;
}

export function recordsFromDocPage(page: DocPageInput): DocSearchRecord[] {
  const context = startPage(page.url, page.tags, page.pageRank);
  const hierarchy: Hierarchy = {
    lvl0: page.lvl0,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records = [makeRecord(context, 'lvl1', { ...hierarchy }, null, null)];
  records.push(...contentRecords(context, hierarchy, null, page.intro));

  const anchors = new Set<string>();
  for (const section of page.sections) {
    if (!Number.isInteger(section.depth) || section.depth < 2 || section.depth > 6) {
      throw new Error(`${page.url}: section "${section.title}" has depth ${section.depth}; expected 2 to 6`);
    }
    if (!section.anchor || /[#\s]/.test(section.anchor)) {
      throw new Error(
        `${page.url}: section "${section.title}" needs an anchor without "#" or spaces, got "${section.anchor}"`,
      );
    }
    if (anchors.has(section.anchor)) throw new Error(`${page.url}: duplicate anchor "#${section.anchor}"`);
    anchors.add(section.anchor);

    // A heading replaces its own level and clears the deeper ones, like a table of contents.
    const type = `lvl${section.depth}` as const;
    hierarchy[type] = section.title;
    for (const level of SECTION_LEVELS.slice(section.depth - 1)) hierarchy[level] = null;
    records.push(makeRecord(context, type, { ...hierarchy }, section.anchor, null));
    records.push(...contentRecords(context, hierarchy, section.anchor, section.text));
  }
  return records;
}

export function recordsFromApiSymbol(input: ApiSymbolInput): DocSearchRecord[] {
  const internal = input.internal ?? isInternalName(input.qualifiedName);
  const pageRank = internal ? Math.min(input.pageRank ?? 0, INTERNAL_PAGE_RANK) : input.pageRank;
  const context = startPage(input.url, input.tags, pageRank);
  const anchor = input.anchor ?? null;
  const hierarchy: Hierarchy = {
    lvl0: 'API',
    lvl1: input.title ?? input.qualifiedName,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const symbol: ApiSymbolInfo = {
    qualifiedName: input.qualifiedName,
    kind: input.kind,
    signature: input.signature,
  };
  const records: DocSearchRecord[] = [{ ...makeRecord(context, 'lvl1', hierarchy, anchor, null), symbol }];
  const text = [input.signature, input.brief].filter((part) => part.trim()).join('\n\n');
  records.push(...contentRecords(context, hierarchy, anchor, text));
  return records;
}

function startPage(url: string, tags: string[] = DEFAULT_DOCUSAURUS_TAGS, pageRank = 0): RecordContext {
  if (!url.startsWith('/') || url.includes('#')) {
    throw new Error(
      `Search record url "${url}": expected an absolute path without "#", e.g. "/docs/range-mappers/"`,
    );
  }
  return { urlWithoutAnchor: url, tags, pageRank, position: 0 };
}

function contentRecords(
  context: RecordContext,
  hierarchy: Hierarchy,
  anchor: string | null,
  text: string,
): DocSearchRecord[] {
  return splitIntoChunks(text).map((chunk, i) =>
    makeRecord(context, 'content', { ...hierarchy }, anchor, chunk, i),
  );
}

function makeRecord(
  context: RecordContext,
  type: RecordType,
  hierarchy: Hierarchy,
  anchor: string | null,
  content: string | null,
  chunk?: number,
): DocSearchRecord {
  const url = anchor === null ? context.urlWithoutAnchor : `${context.urlWithoutAnchor}#${anchor}`;
  return {
    // Derived from the url and the chunk number only, so ids survive rebuilds and unrelated edits.
    objectID: chunk === undefined ? url : `${url}~${chunk}`,
    url,
    url_without_anchor: context.urlWithoutAnchor,
    anchor,
    type,
    hierarchy,
    content,
    language: 'en',
    docusaurus_tag: [...context.tags],
    weight: { pageRank: context.pageRank, level: LEVEL_WEIGHTS[type], position: context.position++ },
  };
}
