import { z } from 'zod';
import { parseOrThrow } from '@/lib/validation/parse-or-throw';
import { ValidationError } from '@/lib/validation/problem';

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

const text = (what: string) =>
  z
    .string({ error: `expected ${what} (a string)` })
    .trim()
    .min(1, `expected ${what}, got an empty string`);
const optionalText = (what: string) => z.union([text(what), z.null()], { error: `expected ${what} or null` });

const hierarchySchema = z.object({
  lvl0: text('the section name (e.g. "Guides")'),
  lvl1: text('the page title'),
  lvl2: optionalText('a heading'),
  lvl3: optionalText('a heading'),
  lvl4: optionalText('a heading'),
  lvl5: optionalText('a heading'),
  lvl6: optionalText('a heading'),
});

export const docSearchRecordSchema = z
  .object({
    objectID: text('a unique id'),
    url: z
      .string()
      .regex(
        /^\/[^#\s]*(#[^#\s]+)?$/,
        'expected an absolute path such as "/docs/range-mappers/#neighborhood"',
      ),
    url_without_anchor: z.string().regex(/^\/[^#\s]*$/, 'expected an absolute path without "#"'),
    anchor: z.union([z.string().regex(/^[^#\s]+$/, 'expected an anchor without "#" or spaces'), z.null()]),
    type: z.enum(RECORD_TYPES, { error: `expected one of ${RECORD_TYPES.join(', ')}` }),
    hierarchy: hierarchySchema,
    content: optionalText('text'),
    language: z.literal('en', { error: 'expected "en"' }),
    docusaurus_tag: z.array(text('a tag')).min(1, 'expected at least one tag, e.g. "default"'),
    weight: z.object({
      pageRank: z.number().finite(),
      level: z.number().int().min(0).max(100),
      position: z.number().int().min(0),
    }),
    symbol: z.optional(
      z.object({
        qualifiedName: text('a qualified C++ name'),
        kind: text('a symbol kind'),
        signature: z.string(),
      }),
    ),
  })
  .superRefine((record, ctx) => {
    const expectedUrl = record.url_without_anchor + (record.anchor === null ? '' : `#${record.anchor}`);
    if (record.url !== expectedUrl) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: `expected "${expectedUrl}" (url_without_anchor + "#" + anchor)`,
      });
    }
    if (record.type === 'content' && record.content === null) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'a "content" record needs text' });
    }
    if (record.type !== 'content' && record.hierarchy[record.type] === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['hierarchy', record.type],
        message: `a "${record.type}" record needs hierarchy.${record.type}`,
      });
    }
  });

/**
 * Validates records coming from outside this module (a built index, a JSON file). Throws one error that
 * lists every problem as `<source>: records[i].field: message`.
 */
export function parseSearchRecords(input: unknown, source: string): DocSearchRecord[] {
  const records = parseOrThrow(z.array(docSearchRecordSchema), input, {
    file: source,
    pathPrefix: 'records',
  });
  const ids = new Set<string>();
  records.forEach((record, i) => {
    if (ids.has(record.objectID)) {
      throw new ValidationError([
        { file: source, path: `records[${i}].objectID`, message: `duplicate id "${record.objectID}"` },
      ]);
    }
    ids.add(record.objectID);
  });
  return records as DocSearchRecord[];
}
