// @ts-check
// Remark plugin: in the guides of a version other than the latest, links written as paths of the
// latest version (`/docs/range-mappers/`, `/docs/api/records/…`) go to the same page of the guide's own
// version (`/docs/0.6/range-mappers/`). Authors write one kind of link, and a release snapshot copied from
// the working copy links within itself. Runs before remark-api-links, whose links already are per version.
// Plain JS with JSDoc because Turbopack loads MDX plugins by absolute path.
import { docsVersionOfFile, urlInVersion } from '../config/docs-versions.mjs';

/**
 * @param {any} node
 * @param {{ path: string }} version
 */
function rebase(node, version) {
  if ((node.type === 'link' || node.type === 'definition') && typeof node.url === 'string')
    node.url = urlInVersion(node.url, version);
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
    for (const attribute of node.attributes ?? [])
      if (
        attribute.type === 'mdxJsxAttribute' &&
        attribute.name === 'href' &&
        typeof attribute.value === 'string'
      )
        attribute.value = urlInVersion(attribute.value, version);
  for (const child of node.children ?? []) rebase(child, version);
}

export default function remarkVersionLinks() {
  /**
   * @param {import('mdast').Root} tree
   * @param {{ path?: string }} [file]
   */
  return (tree, file) => {
    const version = docsVersionOfFile(file?.path);
    if (version && !version.isLast) rebase(tree, version);
  };
}
