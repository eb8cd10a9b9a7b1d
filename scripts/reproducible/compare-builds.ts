// The reproducibility report: two builds' out/ trees and the files `npm run bundle` wrote (archives
// and SHA256SUMS), compared byte for byte; differing archives are compared entry by entry.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compareArchiveEntries, tarEntries, zipEntries } from './archive-entries';
import { compareTrees, formatTreeDifference, identical } from './compare-trees';
import { unifiedTextDiff } from './text-diff';

const DIFF = { context: 2, maxLines: 30, width: 160 };

function firstTextDiff(first: string, second: string, files: readonly string[]): string[] {
  for (const file of files) {
    const diff = unifiedTextDiff(
      file,
      readFileSync(path.join(first, file)),
      readFileSync(path.join(second, file)),
      DIFF,
    );
    if (diff) return ['', `The first text file that differs:`, ...diff];
  }
  return [];
}

function compareOut(first: string, second: string, limit: number): { same: boolean; lines: string[] } {
  const difference = compareTrees(first, second);
  if (identical(difference)) return { same: true, lines: [`out/: ${difference.compared} files, identical.`] };
  return {
    same: false,
    lines: [
      `out/: ${difference.differing.length} of ${difference.compared} files differ, ${difference.onlyInFirst.length + difference.onlyInSecond.length} exist in one build only.`,
      ...formatTreeDifference(difference, limit),
      ...firstTextDiff(first, second, difference.differing),
    ],
  };
}

const bundleFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : [];

function compareBundleFile(first: string, second: string, limit: number): string[] {
  const name = path.basename(first);
  const entries = name.endsWith('.tar.gz') ? tarEntries : name.endsWith('.zip') ? zipEntries : null;
  if (!entries)
    return unifiedTextDiff(name, readFileSync(first), readFileSync(second), DIFF) ?? [`${name}: differs`];
  const lines = compareArchiveEntries(entries(first), entries(second));
  if (lines.length === 0) return [`${name}: the same entries, but the archive's bytes differ`];
  return [
    `${name}: ${lines.length} entries differ:`,
    ...lines.slice(0, limit).map((line) => `  ${line}`),
    ...(lines.length > limit ? [`  … and ${lines.length - limit} more`] : []),
  ];
}

function compareBundles(first: string, second: string, limit: number): { same: boolean; lines: string[] } {
  const names = [...new Set([...bundleFiles(first), ...bundleFiles(second)])].sort();
  if (names.length === 0) return { same: false, lines: ['bundle/: no files written'] };
  const lines: string[] = [];
  for (const name of names) {
    const [a, b] = [path.join(first, name), path.join(second, name)];
    if (!existsSync(a) || !existsSync(b))
      lines.push(`bundle/${name}: only in the ${existsSync(a) ? 'first' : 'second'} build`);
    else if (!readFileSync(a).equals(readFileSync(b))) lines.push(...compareBundleFile(a, b, limit));
  }
  return lines.length === 0
    ? { same: true, lines: [`bundle/: ${names.join(', ')}, identical.`] }
    : { same: false, lines };
}

export function compareBuilds(
  first: string,
  second: string,
  limit: number,
): { identical: boolean; lines: string[] } {
  const out = compareOut(path.join(first, 'out'), path.join(second, 'out'), limit);
  const bundle = compareBundles(path.join(first, 'bundle'), path.join(second, 'bundle'), limit);
  const same = out.same && bundle.same;
  return {
    identical: same,
    lines: [...out.lines, ...bundle.lines, same ? 'The two builds are identical.' : 'The two builds differ.'],
  };
}
