import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiGeneratedDir, apiGeneratedFile } from '@/lib/config/generated-paths.mjs';
import { localMdxPluginFiles } from '@/lib/mdx/plugin-options.mjs';
import { importClosure } from './import-closure';

// Next keeps compiled MDX in its build cache (.next/cache), keyed by the MDX files and the config. Our
// remark/rehype plugins are loaded by path and read more than that: their own modules and everything
// they import, the docs versions and the index of API names written by the extraction. When any of
// those change the cached pages are stale (old links in code samples, old markup), so the cache goes.

/** The data files the plugins read (relative to the project root), besides their modules. */
const MDX_PLUGIN_DATA = [
  'content/versions.yaml',
  path.relative('.', apiGeneratedFile('xrefIndex', undefined, '.')),
  path.relative('.', path.join(apiGeneratedDir(undefined, '.'), 'versions')),
  'package-lock.json',
];

/** Every input of the MDX plugins: their modules' import closure and the data they read. */
export const mdxPluginInputs = (root: string = process.cwd()): string[] => [
  ...importClosure(root, localMdxPluginFiles(root)),
  ...MDX_PLUGIN_DATA,
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
function mdxInputsHash(root: string, inputs: readonly string[]): string {
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
  inputs: readonly string[] = mdxPluginInputs(root),
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
