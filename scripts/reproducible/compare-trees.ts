// Byte-for-byte comparison of two directory trees (two builds' out/), in a sorted order so that the
// first difference reported is the same on every run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '@/lib/export/list-files';

export interface TreeDifference {
  /** Paths relative to the tree roots, with `/`, sorted. */
  onlyInFirst: string[];
  onlyInSecond: string[];
  differing: string[];
  /** Files present in both trees. */
  compared: number;
}

function relativeFiles(root: string): string[] {
  return listFiles(root)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

export function compareTrees(first: string, second: string): TreeDifference {
  const a = relativeFiles(first);
  const b = relativeFiles(second);
  const inB = new Set(b);
  const inA = new Set(a);
  const shared = a.filter((file) => inB.has(file));
  return {
    onlyInFirst: a.filter((file) => !inB.has(file)),
    onlyInSecond: b.filter((file) => !inA.has(file)),
    differing: shared.filter(
      (file) => !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file))),
    ),
    compared: shared.length,
  };
}

export const identical = (difference: TreeDifference): boolean =>
  difference.onlyInFirst.length + difference.onlyInSecond.length + difference.differing.length === 0;

/** Up to `limit` paths of each kind, then how many more. */
export function formatTreeDifference(difference: TreeDifference, limit: number): string[] {
  const section = (title: string, files: string[]) =>
    files.length === 0
      ? []
      : [
          `${title} (${files.length}):`,
          ...files.slice(0, limit).map((file) => `  ${file}`),
          ...(files.length > limit ? [`  … and ${files.length - limit} more`] : []),
        ];
  return [
    ...section('only in the first build', difference.onlyInFirst),
    ...section('only in the second build', difference.onlyInSecond),
    ...section('different content', difference.differing),
  ];
}
