import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Where content lives; tests point it at fixtures with CONTENT_DIR. */
export function contentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

/** A path relative to the repository root, for messages an author can click. */
export function displayPath(file: string): string {
  return path.relative(process.cwd(), file) || file;
}

export const isProductionBuild = (): boolean => process.env.NODE_ENV === 'production';

/** Absolute paths of the files with this extension in a content folder, sorted. */
export function contentFiles(folder: string, extension: string): string[] {
  const dir = path.join(contentDir(), folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => path.join(dir, name));
}
