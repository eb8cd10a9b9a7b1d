/**
 * Validates input at a boundary (content files, site config, search records, the API model) and throws one
 * ValidationError that lists every problem as `file:line:col: field.path: what was expected`.
 */
import type { z } from 'zod';
import { didYouMean, formatPath, ValidationError, type Problem } from './problem';
import { knownKeysAt } from './schema-keys';

export interface SourcePlace {
  line: number;
  column?: number;
}

export interface ValidationContext {
  /** The file the data came from, named in every problem. */
  file: string;
  /** Where a field path sits in the file, when the format knows it (YAML does); else only the file. */
  locate?: (path: ReadonlyArray<PropertyKey>) => SourcePlace | undefined;
  /** Written before every field path, e.g. "frontmatter" or "records". */
  pathPrefix?: string;
  /** A line after the problems on how to fix them (e.g. which command regenerates the file). */
  hint?: string;
  /** At most this many problems are listed (default 20). */
  limit?: number;
}

type Issue = z.core.$ZodIssue;

export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  data: unknown,
  context: ValidationContext,
): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw validationError(schema, data, result.error.issues, context);
}

/** Turns zod issues into problems; exported for callers that add checks of their own. */
function validationError(
  schema: z.ZodType,
  data: unknown,
  issues: readonly Issue[],
  context: ValidationContext,
): ValidationError {
  const limit = context.limit ?? 20;
  const entries = issues.flatMap((issue) => describeIssue(schema, data, issue));
  // A misspelt key is also reported as its correct name missing; the suggestion says both at once.
  const suggested = new Set(entries.flatMap((entry) => (entry.suggests ? [entry.suggests] : [])));
  const problems: Problem[] = entries
    .filter((entry) => !(entry.missing && suggested.has(formatPath(entry.path))))
    .map(({ path, message }) => ({
      file: context.file,
      ...context.locate?.(path),
      path: formatPath(path, context.pathPrefix),
      message,
    }));
  // In file order when the places are known (zod reports inner objects first).
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  const shown = problems.slice(0, limit);
  const more = problems.length > limit ? `… and ${problems.length - limit} more problem(s).` : undefined;
  const hint = [more, context.hint].filter(Boolean).join('\n') || undefined;
  return new ValidationError(shown, hint);
}

interface Entry {
  path: PropertyKey[];
  message: string;
  missing?: boolean;
  /** For an unknown key: the path of the key it probably means. */
  suggests?: string;
}

function describeIssue(schema: z.ZodType, data: unknown, issue: Issue): Entry[] {
  const path = issue.path as PropertyKey[];
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(schema, path);
    return issue.keys.map((key) => {
      const hint = didYouMean(key, known);
      const suggestion = /"(.+)"/.exec(hint)?.[1];
      return {
        path: [...path, key],
        message: `unknown field.${hint || (known.length > 0 ? ` Known fields: ${known.join(', ')}.` : '')}`,
        ...(suggestion ? { suggests: formatPath([...path, suggestion]) } : {}),
      };
    });
  }
  const value = valueAt(data, path);
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
    return value === undefined
      ? [{ path, message: `missing; expected ${article(issue.expected)}`, missing: true }]
      : [{ path, message: `expected ${article(issue.expected)}, got ${describe(value)}` }];
  }
  if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid option')) {
    const options = issue.values.map((option) => JSON.stringify(option)).join(', ');
    return [{ path, message: `expected one of ${options}, got ${describe(value)}` }];
  }
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) {
    if (issue.message.startsWith('Too small')) return [{ path, message: 'expected a non-empty string' }];
  }
  return [{ path, message: issue.message.replace(/^Invalid input: /, '') }];
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return `the date ${value.toISOString().slice(0, 10)}`;
  if (typeof value === 'object') return 'a mapping';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
