import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Next keeps compiled MDX in its build cache (.next/cache), keyed by the MDX files and the config. Our
// remark/rehype plugins are loaded by path and read more than that: their own modules (lib/mdx, the
// name resolver in lib/api/xref) and the index of API names written by the extraction. When any of
// those change the cached pages are stale (old links in code samples, old markup), so the cache goes.

/** The folders and files whose contents the MDX plugins depend on, relative to the project root. */
const MDX_PLUGIN_INPUTS = [
  'lib/mdx',
  'lib/api/xref',
  'lib/content/mdx-syntax.mjs',
  'lib/config/docs-versions.mjs',
  'content/versions.yaml',
  '.generated/api/xref-index.json',
  '.generated/api/versions',
  'package-lock.json',
];

const STAMP = path.join('.next', 'cache', 'celerity-mdx-inputs.sha256');

/** The files of one input (a folder's files, recursively, or the file itself), relative to `root`. */
function inputFiles(root: string, input: string): string[] {
  const full = path.join(root, input);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [input];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** One hash over the names and contents of every input file. */
function mdxInputsHash(root: string, inputs: readonly string[] = MDX_PLUGIN_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => inputFiles(root, input)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * Drops Next's build cache when the MDX plugins' inputs changed since the last build (or when there
 * is no record of them). Returns whether it did.
 */
export function dropStaleMdxCache(
  root: string = process.cwd(),
  inputs: readonly string[] = MDX_PLUGIN_INPUTS,
): boolean {
  const stamp = path.join(root, STAMP);
  const current = mdxInputsHash(root, inputs);
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8') : null;
  if (previous === current) return false;
  const hadCache = existsSync(path.join(root, '.next', 'cache'));
  rmSync(path.join(root, '.next', 'cache'), { recursive: true, force: true });
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, current);
  return hadCache;
}
