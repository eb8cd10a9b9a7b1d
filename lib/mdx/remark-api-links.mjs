// @ts-check
// Remark plugin: inline code naming a documented C++ symbol (`celerity::buffer`, `buffer<float, 2>`,
// `queue::submit()`) becomes a link to its API page. Names are resolved by lib/api/xref (the index
// written by scripts/api-extract.ts); an unqualified name links only when it names exactly one
// symbol. Names of other projects (`sycl::buffer`, `std::vector`) link to their documentation.
// Code in headings and in existing links is left alone.
// Plain JS with JSDoc because Turbopack loads MDX plugins by absolute path.
import { lookupApiName, lookupExternalName } from '../api/xref/resolve-name.mjs';
import { externalLinkProperties } from './code-links.mjs';
import { EMPTY_XREF_INDEX, readXrefIndex, xrefIndexPathForFile } from '../api/xref/xref-index.mjs';

/** @typedef {import('../api/xref/xref-index.mjs').XrefIndex} XrefIndex */

const SKIPPED_PARENTS = new Set(['heading', 'link', 'linkReference']);

/**
 * @param {{ index?: XrefIndex, indexPath?: string, basePath?: string }} [options]
 *   `index` replaces the file (tests, API doc comments); `basePath` prefixes urls for raw HTML output
 *   (MDX links get theirs from next/link).
 */
export default function remarkApiLinks(options = {}) {
  const basePath = options.basePath ?? '';
  /** @type {XrefIndex} */
  let index = EMPTY_XREF_INDEX;
  /** @param {import('mdast').Parent} node */
  const walk = (node) => {
    if (SKIPPED_PARENTS.has(node.type)) return;
    node.children.forEach((child, i) => {
      if (child.type === 'inlineCode') {
        const url = lookupApiName(index, child.value);
        const external = url ? undefined : lookupExternalName(index, child.value);
        if (url) node.children[i] = { type: 'link', url: `${basePath}${url}`, children: [child] };
        else if (external)
          node.children[i] = {
            type: 'link',
            url: external.url,
            children: [child],
            data: { hProperties: externalLinkProperties(external.url, external.source) },
          };
      } else if ('children' in child) walk(child);
    });
  };
  /**
   * @param {import('mdast').Root} tree
   * @param {{ path?: string }} [file]
   */
  return (tree, file) => {
    index = options.index ?? readXrefIndex(options.indexPath ?? xrefIndexPathForFile(file?.path));
    walk(tree);
  };
}
