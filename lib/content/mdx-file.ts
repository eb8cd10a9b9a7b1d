import type { z } from 'zod';
import { ValidationError, type Problem } from '@/lib/validation/problem';
import { outlineMdx, type DocOutline } from './doc-outline';
import { readFrontmatter } from './frontmatter';

/**
 * Reads an MDX file (guide, blog post, page): validated frontmatter and the outline of the body. Problems
 * of both parts are reported together, so one run shows everything wrong with the file.
 */
export function readMdxFile<T extends z.ZodType>(
  file: string,
  source: string,
  schema: T,
): { meta: z.output<T>; outline: DocOutline } {
  const problems: Problem[] = [];
  const attempt = <R>(read: () => R): R | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(...error.problems);
      return undefined;
    }
  };
  const meta = attempt(() => readFrontmatter(file, source, schema));
  const outline = attempt(() => outlineMdx(file, source));
  if (problems.length > 0 || meta === undefined || outline === undefined) throw new ValidationError(problems);
  return { meta, outline };
}
