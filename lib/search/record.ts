import { z } from 'zod';
import { parseOrThrow } from '@/lib/validation/parse-or-throw';
import { ValidationError } from '@/lib/validation/problem';
import { RECORD_TYPES, type DocSearchRecord } from './client/record-shape';

export * from './client/record-shape';

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

const docSearchRecordSchema = z
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
    message: z.optional(text('a message template')),
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
