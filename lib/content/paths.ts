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
