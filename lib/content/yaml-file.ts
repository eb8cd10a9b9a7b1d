import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './content-error';
import { contentDir, displayPath } from './paths';

/** Parses YAML text and validates it; errors name the file and the line or the path of the bad value. */
export function parseYamlSource<T extends z.ZodType>(file: string, source: string, schema: T): z.infer<T> {
  const document = parseDocument(source, { prettyErrors: false });
  const yamlError = document.errors[0];
  if (yamlError) {
    throw new ContentError(
      file,
      `invalid YAML: ${yamlError.message.split('\n')[0]}`,
      (yamlError.linePos?.[0]?.line ?? 0) + 1,
    );
  }
  const result = schema.safeParse(document.toJS());
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ContentError(file, `at "${issue?.path.join('.') || '(root)'}": ${issue?.message}`);
}

/** Reads a YAML file under content/ and validates it. */
export function readYamlContent<T extends z.ZodType>(relativePath: string, schema: T): z.infer<T> {
  const absolute = path.join(contentDir(), relativePath);
  return parseYamlSource(displayPath(absolute), readFileSync(absolute, 'utf8'), schema);
}
