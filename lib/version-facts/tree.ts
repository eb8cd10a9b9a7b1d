import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The files of one library tree the facts are read from, as paths relative to the tree ('/' separated).
// Vendored code, tests, examples and benchmarks are not the runtime: what they read or print is left out.

const SKIPPED_DIRS = new Set(['vendor', 'test', 'tests', 'examples', 'ci', 'docs', '.git', 'build']);

export interface SourceTree {
  root: string;
  files: string[];
  read(file: string): string;
}

export function readTree(root: string): SourceTree {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        walk(rel);
      } else if (entry.isFile()) files.push(rel);
    }
  };
  walk('');
  files.sort();
  return { root, files, read: (file) => readFileSync(path.join(root, file), 'utf8') };
}

/** Runtime C++ sources and headers: src/ and include/. */
export const cppFiles = (tree: SourceTree): string[] =>
  tree.files.filter(
    (file) =>
      isRuntimeFile(file) && /^(src|include)\//.test(file) && /\.(h|hpp|cc|cpp|h\.in|inl)$/.test(file),
  );

/**
 * CMake files of the runtime's build: every CMakeLists.txt and cmake/*.cmake (templates included), and
 * the examples' CMakeLists.txt, whose options the library's own build offers.
 */
export const cmakeFiles = (tree: SourceTree): string[] =>
  tree.files.filter(
    (file) =>
      /^examples\/CMakeLists\.txt$/.test(file) ||
      (isRuntimeFile(file) &&
        (/(^|\/)CMakeLists\.txt$/.test(file) || /^cmake\/[^/]+\.cmake(\.in)?$/.test(file))),
  );

/** Not in a skipped folder (vendored code, tests, examples…). */
const isRuntimeFile = (file: string): boolean =>
  file.split('/').every((segment, index, all) => index === all.length - 1 || !SKIPPED_DIRS.has(segment));
