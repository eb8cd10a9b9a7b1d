// @ts-check
// Remark plugin: each `<Explorer>` of a guide learns which name index its generated code links with (the
// guide's docs version's, lib/api/xref/xref-index.mjs), as the guide's own code blocks do. The path is
// relative to the project folder; components/explorer/explorer.tsx reads it at build time.
// Plain JS with JSDoc because Turbopack loads MDX plugins by absolute path.
import path from 'node:path';
import { xrefIndexPathForFile } from '../api/xref/xref-index.mjs';

/** @param {any} node @param {string} indexFile */
function mark(node, indexFile) {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Explorer')
    node.attributes = [
      ...(node.attributes ?? []).filter((/** @type {any} */ a) => a.name !== 'xrefIndex'),
      { type: 'mdxJsxAttribute', name: 'xrefIndex', value: indexFile },
    ];
  for (const child of node.children ?? []) mark(child, indexFile);
}

export default function remarkExplorerIndex() {
  /**
   * @param {import('mdast').Root} tree
   * @param {{ path?: string }} [file]
   */
  return (tree, file) => {
    mark(tree, path.relative(process.cwd(), xrefIndexPathForFile(file?.path)));
  };
}
