import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { parseOrThrow, type SourcePlace } from '@/lib/validation/parse-or-throw';
import { ValidationError } from '@/lib/validation/problem';
import { contentDir, displayPath } from './paths';

interface YamlOptions {
  /** Lines before the YAML text in its file (frontmatter starts below the opening `---`). */
  lineOffset?: number;
  /** Written before every field path in messages, e.g. "frontmatter". */
  pathPrefix?: string;
}

/**
 * Parses YAML text and validates it. Syntax errors and every schema problem are reported at once, each
 * with its line and column in the file.
 */
export function parseYamlSource<T extends z.ZodType>(
  file: string,
  source: string,
  schema: T,
  options: YamlOptions = {},
): z.output<T> {
  return parseYamlWithPlaces(file, source, schema, options).data;
}

/** Like parseYamlSource, and also returns where each field path is, for checks made after the schema. */
export function parseYamlWithPlaces<T extends z.ZodType>(
  file: string,
  source: string,
  schema: T,
  options: YamlOptions = {},
): { data: z.output<T>; locate: (fieldPath: ReadonlyArray<PropertyKey>) => SourcePlace } {
  const lineOffset = options.lineOffset ?? 0;
  const counter = new LineCounter();
  const document = parseDocument(source, { lineCounter: counter, prettyErrors: false });
  if (document.errors.length > 0) {
    throw new ValidationError(
      document.errors.map((error) => {
        const { line, col } = counter.linePos(error.pos[0]);
        return {
          file,
          line: line + lineOffset,
          column: col,
          message: `invalid YAML: ${error.message.split('\n')[0]}`,
        };
      }),
    );
  }
  const locate = yamlLocator(document, counter, lineOffset);
  const data = parseOrThrow(schema, document.toJS() ?? {}, {
    file,
    locate,
    ...(options.pathPrefix ? { pathPrefix: options.pathPrefix } : {}),
  });
  return { data, locate };
}

/**
 * Maps a field path to its place: the key of a mapping entry, the start of a list item, or (for a
 * missing field) the deepest part of the path that exists.
 */
function yamlLocator(document: Document, counter: LineCounter, lineOffset = 0) {
  return (fieldPath: ReadonlyArray<PropertyKey>): SourcePlace => {
    let node: unknown = document.contents;
    let offset = rangeStart(node) ?? 0;
    for (const key of fieldPath) {
      if (isMap(node)) {
        const pair = node.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key);
        if (!pair) break;
        offset = rangeStart(pair.key) ?? offset;
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(key)];
        if (!item) break;
        offset = rangeStart(item) ?? offset;
        node = item;
      } else break;
    }
    const { line, col } = counter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
}

const rangeStart = (node: unknown): number | undefined =>
  (node as { range?: [number, number, number] } | null)?.range?.[0];

/** Reads a YAML file under content/ and validates it. */
export function readYamlContent<T extends z.ZodType>(relativePath: string, schema: T): z.output<T> {
  return readYamlContentWithPlaces(relativePath, schema).data;
}

export function readYamlContentWithPlaces<T extends z.ZodType>(relativePath: string, schema: T) {
  const absolute = path.join(contentDir(), relativePath);
  return parseYamlWithPlaces(displayPath(absolute), readFileSync(absolute, 'utf8'), schema);
}
