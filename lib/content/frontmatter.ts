import { parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError } from './content-error';

const isoDate = z.union([
  z.date(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected a date like 2025-01-31'),
]);

export const docFrontmatterSchema = z
  .object({
    title: z.string().min(1, 'expected a non-empty title'),
    description: z.string().min(1, 'expected a one-sentence description'),
    sidebar_label: z.string().min(1).optional(),
    displayed_sidebar: z.string().min(1).optional(),
    draft: z.boolean().default(false),
    unlisted: z.boolean().default(false),
    last_update: z.object({ date: isoDate, author: z.string().min(1) }).optional(),
  })
  .strict();

export const blogFrontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1),
    date: isoDate,
    authors: z.array(z.string().min(1)).min(1),
    tags: z.array(z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case tags like "release"')).default([]),
    draft: z.boolean().default(false),
  })
  .strict();

export interface SplitSource {
  data: unknown;
  body: string;
  /** Lines taken by the frontmatter block, so body line numbers can be mapped back. */
  bodyLineOffset: number;
}

/** Separates YAML frontmatter from an MDX body; malformed YAML reports its line in the file. */
export function splitFrontmatter(file: string, source: string): SplitSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match)
    throw new ContentError(file, 'expected frontmatter between "---" lines at the top of the file', 1);
  const document = parseDocument(match[1] ?? '', { prettyErrors: false });
  const yamlError = document.errors[0];
  if (yamlError) {
    const line = (yamlError.linePos?.[0]?.line ?? 0) + 1;
    throw new ContentError(file, `invalid YAML in frontmatter: ${yamlError.message.split('\n')[0]}`, line);
  }
  const bodyLineOffset = match[0].split('\n').length - 1;
  return { data: document.toJS(), body: source.slice(match[0].length), bodyLineOffset };
}

/** Validates frontmatter against a schema; each failure names the field and what was expected. */
export function parseFrontmatter<T extends z.ZodType>(schema: T, file: string, data: unknown): z.infer<T> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || '(frontmatter)';
  throw new ContentError(file, `frontmatter field "${field}": ${issue?.message ?? 'invalid value'}`);
}
