import { statSync } from 'node:fs';
import { contentDir, isProductionBuild } from './paths';

/**
 * Memoises a read of content files. A production build reads its inputs once. Everywhere else (the dev
 * server, tests, the prebuild) the result is keyed by the inputs' modification times and sizes, so an
 * added, removed or edited file shows on the next request without a restart. A failed read is not
 * memoised: the next call tries again, after the author's fix.
 */
export function memoOnFiles<T>(inputs: () => readonly string[], compute: () => T): () => T {
  let memo: { key: string; value: T } | undefined;
  return () => {
    const key = isProductionBuild() ? contentDir() : stamp(inputs());
    if (memo?.key !== key) memo = { key, value: compute() };
    return memo.value;
  };
}

function stamp(files: readonly string[]): string {
  return files
    .map((file) => {
      try {
        const stats = statSync(file);
        return `${file}:${stats.mtimeMs}:${stats.size}`;
      } catch {
        return `${file}:missing`;
      }
    })
    .join('\n');
}
