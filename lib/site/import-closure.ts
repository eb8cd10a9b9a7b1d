import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The local files a set of ES modules load, found by reading their import statements (static and
// dynamic, with a string literal). Relative specifiers are followed; package names are left out
// (their versions are in package-lock.json). Any other specifier (an alias such as `@/`, a computed
// path) cannot be followed and is an error, so the closure is never silently incomplete.

const SPECIFIER =
  /(?:^|[\s;}])(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?['"]([^'"]+)['"]|\bimport\s*\(\s*(['"`]?)([^'"`)]*)\2\s*\)/g;

const isPackage = (specifier: string): boolean =>
  /^(?:node:|@?[a-z0-9][\w.-]*(?:\/|$))/.test(specifier) && !specifier.startsWith('@/');

/** The specifiers `source` imports, with the line of each. */
export function importSpecifiers(source: string): Array<{ specifier: string; line: number }> {
  const found: Array<{ specifier: string; line: number }> = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? (match[2] ? match[3]! : `(${match[3]})`);
    found.push({ specifier, line: source.slice(0, match.index + match[0].length).split('\n').length });
  }
  return found;
}

/** `entries` and every local module they import, transitively, relative to `root`, sorted. */
export function importClosure(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = path.normalize(pending.pop()!);
    if (seen.has(file)) continue;
    const full = path.join(root, file);
    if (!existsSync(full)) throw new Error(`${file}: imported but not found`);
    seen.add(file);
    for (const { specifier, line } of importSpecifiers(readFileSync(full, 'utf8'))) {
      if (specifier.startsWith('.')) pending.push(path.join(path.dirname(file), specifier));
      else if (!isPackage(specifier))
        throw new Error(
          `${file}:${line}: cannot follow the import "${specifier}"; expected a relative path or a package name`,
        );
    }
  }
  return [...seen].sort();
}
