// Remark plugin: inline code naming a documented C++ symbol (`celerity::buffer`, `buffer<float, 2>`,
// `queue::submit()`) becomes a link to its API page. Names come from .generated/api/link-index.json,
// written by scripts/api-extract.ts (see lib/api/pages/link-index.ts); an unqualified name is in that index
// only when it names exactly one symbol. Code in headings and in existing links is left alone.
// Plain JS with JSDoc because Turbopack loads MDX plugins by absolute path.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {Record<string, string>} LinkIndex */

/**
 * Strips what a reader adds to a name in prose: a `::` prefix, template arguments, a trailing `()`.
 * @param {string} text
 * @returns {string | undefined} the bare (possibly qualified) name, or undefined for other code
 */
export function normaliseApiName(text) {
  let name = text
    .trim()
    .replace(/^::/, '')
    .replace(/\(\s*\)$/, '');
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(/<[^<>]*>/g, '');
  }
  name = name.replace(/\s+/g, '');
  return /^[A-Za-z_]\w*(::[A-Za-z_]\w*)*$/.test(name) ? name : undefined;
}

/**
 * Looks a name up as written inside `scope` (innermost scope first), like C++ unqualified lookup.
 * @param {LinkIndex} index
 * @param {string} text
 * @param {string} [scope]
 * @returns {string | undefined}
 */
export function lookupApiName(index, text, scope = '') {
  const name = normaliseApiName(text);
  if (!name) return undefined;
  const parts = scope ? scope.split('::') : [];
  for (let i = parts.length; i >= 0; i -= 1) {
    const key = [...parts.slice(0, i), name].join('::');
    // Own properties only: `constructor` must not find Object.prototype.constructor.
    if (Object.hasOwn(index, key)) return index[key];
  }
  return undefined;
}

/** @type {{ file: string, index: LinkIndex } | undefined} */
let cached;

/**
 * @param {string} file
 * @returns {LinkIndex}
 */
function readIndex(file) {
  if (cached?.file === file) return cached.index;
  // Without an extracted model the guides still build, just without API links.
  const index = existsSync(file) ? /** @type {LinkIndex} */ (JSON.parse(readFileSync(file, 'utf8'))) : {};
  cached = { file, index };
  return index;
}

const SKIPPED_PARENTS = new Set(['heading', 'link', 'linkReference']);

/**
 * @param {{ index?: LinkIndex, indexPath?: string, basePath?: string }} [options]
 *   `index` replaces the file (tests, API doc comments); `basePath` prefixes urls for raw HTML output
 *   (MDX links get theirs from next/link).
 */
export default function remarkApiLinks(options = {}) {
  const index =
    options.index ??
    readIndex(options.indexPath ?? path.join(process.cwd(), '.generated', 'api', 'link-index.json'));
  const basePath = options.basePath ?? '';
  /** @param {import('mdast').Parent} node */
  const walk = (node) => {
    if (SKIPPED_PARENTS.has(node.type)) return;
    node.children.forEach((child, i) => {
      if (child.type === 'inlineCode') {
        const url = lookupApiName(index, child.value);
        if (url) node.children[i] = { type: 'link', url: `${basePath}${url}`, children: [child] };
      } else if ('children' in child) walk(child);
    });
  };
  /** @param {import('mdast').Root} tree */
  return (tree) => walk(tree);
}
