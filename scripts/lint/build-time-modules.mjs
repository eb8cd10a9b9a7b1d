// @ts-check
// Which lib/ modules run only at build time: those that import a Node built-in (node:fs, node:child_process,
// …), directly or through any chain of value imports. eslint.config.mjs keeps components from importing
// them, so a module that starts reading files is held back from the browser without a list to update.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mjs)$/;
const BUILTINS = new Set(builtinModules);
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; type-only ones are dropped below.
const IMPORT =
  /(?:^|\n)\s*(import|export)\s+([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\s*\(?\s*['"]([^'"]+)['"]/g;

/**
 * Whether an import clause brings in values (not `type X` or `{ type A, type B }` alone).
 * @param {string} clause
 */
function importsValues(clause) {
  if (/^type\b/.test(clause)) return false;
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named) return true;
  const items = (named[1] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.some((item) => !item.startsWith('type '));
}

/**
 * The file an import of `specifier` from `file` reaches inside the repository, if any.
 * @param {string} root
 * @param {string} file
 * @param {string} specifier
 */
function resolveLocal(root, file, specifier) {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(file), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => SOURCE.test(candidate) && existsSync(candidate));
}

/**
 * Import specifiers (`@/lib/content/docs`, and `@/lib/…/x.mjs` as written for plain-JS modules) of every
 * lib/ module that reaches a Node built-in.
 * @param {string} root the repository root
 * @returns {string[]}
 */
export function buildTimeModules(root) {
  const lib = path.join(root, 'lib');
  const files = readdirSync(lib, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.mts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  /** @type {Map<string, { node: boolean, imports: string[] }>} */
  const graph = new Map();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    let node = false;
    const imports = [];
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[3] ?? match[4] ?? '';
      if (match[3] !== undefined && !importsValues(match[2] ?? '')) continue;
      if (specifier.startsWith('node:') || BUILTINS.has(specifier)) node = true;
      const local = resolveLocal(root, file, specifier);
      if (local) imports.push(local);
    }
    graph.set(file, { node, imports });
  }
  // Spread "reaches a built-in" backwards along the imports until nothing changes (cycles included).
  const reaches = new Set(files.filter((file) => graph.get(file)?.node));
  for (let grew = true; grew;) {
    grew = false;
    for (const file of files) {
      if (reaches.has(file) || !graph.get(file)?.imports.some((target) => reaches.has(target))) continue;
      reaches.add(file);
      grew = true;
    }
  }
  return files
    .filter((file) => reaches.has(file))
    .map((file) => {
      const id = `@/${path.relative(root, file).split(path.sep).join('/')}`;
      return id.endsWith('.mjs') ? id : id.replace(/\.tsx?$/, '');
    })
    .sort();
}
