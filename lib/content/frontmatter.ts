import { z } from 'zod';
import { ContentError } from './content-error';
import { parseYamlSource } from './yaml-file';

const isoDate = z.union([
  z.date(),
  z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected a date like 2025-01-31'),
]);

/**
 * Names of an older release that the current API no longer has, which a text about that release may
 * use in code (checked by the build's API name check: each must be used and really be gone).
 */
const olderApiSchema = z.strictObject({
  release: z.string().regex(/^\d+\.\d+\.\d+$/, 'expected the release these names come from, like "0.6.0"'),
  names: z
    .array(
      z.string().regex(/^celerity::\w+(::\w+)*$/, 'expected a qualified name like "celerity::distr_queue"'),
    )
    .min(1)
    .max(12, 'keep the list small: at most 12 names'),
});

export const docFrontmatterSchema = z.strictObject({
  title: z.string().min(1, 'expected a non-empty title'),
  description: z.string().min(1, 'expected a one-sentence description'),
  sidebar_label: z.string().min(1).optional(),
  displayed_sidebar: z.string().min(1).optional(),
  draft: z.boolean().default(false),
  unlisted: z.boolean().default(false),
  /** True for a guide that is deliberately in no sidebar (reached by links only). */
  outside_sidebars: z.boolean().default(false),
  last_update: z.strictObject({ date: isoDate, author: z.string().min(1) }).optional(),
  older_api: olderApiSchema.optional(),
});

export const blogFrontmatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  date: isoDate,
  authors: z.array(z.string().min(1)).min(1),
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/, 'expected lower-case tags like "release"')).default([]),
  draft: z.boolean().default(false),
  older_api: olderApiSchema.optional(),
});

interface SplitSource {
  /** The YAML text between the `---` lines. */
  yaml: string;
  /** Line of the file on which the YAML text starts, minus one (the opening `---` line). */
  yamlLineOffset: number;
}

/** Finds the frontmatter block at the top of an MDX file. */
export function splitFrontmatter(file: string, source: string): SplitSource {
  const match = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match)
    throw new ContentError(file, 'expected frontmatter between "---" lines at the top of the file', 1);
  return { yaml: match[1] ?? '', yamlLineOffset: 1 };
}

/**
 * Reads and validates an MDX file's frontmatter. YAML errors and every invalid, missing or unknown field
 * are reported at once, each at its line in the file.
 */
export function readFrontmatter<T extends z.ZodType>(file: string, source: string, schema: T): z.output<T> {
  const { yaml, yamlLineOffset } = splitFrontmatter(file, source);
  return parseYamlSource(file, yaml, schema, { lineOffset: yamlLineOffset, pathPrefix: 'frontmatter' });
}
