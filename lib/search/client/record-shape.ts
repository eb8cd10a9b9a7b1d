/**
 * One search record in the shape of the DocSearch v3 crawler, so the same records can feed the local
 * engine and, unchanged, a hosted Algolia DocSearch index.
 */
export const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** Extra data for records of the C++ API reference; absent on guide records. */
export interface ApiSymbolInfo {
  qualifiedName: string;
  kind: string;
  signature: string;
}

export interface DocSearchRecord {
  objectID: string;
  /** Absolute path, with `#anchor` when the record belongs to a section, e.g. `/docs/range-mappers/#neighborhood`. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: 'en';
  docusaurus_tag: string[];
  weight: { pageRank: number; level: number; position: number };
  symbol?: ApiSymbolInfo;
  /** A runtime message's text with its `{}` placeholders: a line pasted from a terminal finds the record by it. */
  message?: string;
}

/** DocSearch crawler level weights: a heading outranks the text below it when both match equally. */
export const LEVEL_WEIGHTS: Record<RecordType, number> = {
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};
