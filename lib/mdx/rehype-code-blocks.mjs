// @ts-check
// Rehype plugin: replaces fenced code with Shiki output at build time, wraps it in a
// <figure data-code-block> with an optional title taken from the fence meta (title="…").
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { hastToHtml } from 'shiki/core';
import { normaliseBasePath } from '../config/base-path.mjs';
import { readXrefIndex, xrefIndexPathForFile } from '../api/xref/xref-index.mjs';
import { highlightToHast } from './highlighter.mjs';

/** @param {string | undefined} meta */
function titleFromMeta(meta) {
  return /title=(?:"([^"]*)"|'([^']*)')/
    .exec(meta ?? '')
    ?.slice(1)
    .find(Boolean);
}

/**
 * Links are plain anchors (with the base path), not the MDX `a` component: a sample can hold dozens,
 * and each would otherwise become a client-side link component.
 * @param {import('hast').Element} node
 */
function markLinksAsPlainHtml(node) {
  visit(node, 'element', (element) => {
    // A flag of the MDX compiler, unknown to the hast types.
    if (element.tagName === 'a') {
      element.data = /** @type {import('hast').ElementData} */ ({ ...element.data, _mdxExplicitJsx: true });
    }
  });
}

/**
 * Sets `--code-lines` on the <code> of `pre` to its number of lines. A guide's code blocks are laid out
 * only when near the viewport (content-visibility in components/mdx/code-block.module.css); until then
 * they take the height of that many lines, so the page does not shift when they render.
 * @param {import('hast').Element} pre
 */
function countLines(pre) {
  const code = pre.children.find((node) => node.type === 'element' && node.tagName === 'code');
  if (code?.type !== 'element') return;
  // Shiki's <code> holds one element per line (span.line), with newlines between them.
  const lines = code.children.filter((node) => node.type === 'element').length;
  code.properties = { ...code.properties, style: `--code-lines:${lines}` };
}

/**
 * The highlighted lines of `pre` become one HTML string (the `data-code-html` property, which the MDX
 * `pre` component renders with dangerouslySetInnerHTML): React then hydrates one element per block
 * instead of one per token, and the route payload carries the string instead of an element tree.
 * @param {import('hast').Element} pre
 */
function contentAsHtml(pre) {
  countLines(pre);
  pre.properties = { ...pre.properties, dataCodeHtml: hastToHtml(pre.children) };
  pre.children = [];
}

/**
 * @param {{ links?: import('./code-links.mjs').CodeLinkOptions | false, html?: boolean }} [options] how
 *   names in C++ link: by default the index written by the API extraction and the BASE_PATH of the build;
 *   false: no links. `html`: each block's code as one HTML string (see contentAsHtml; MDX pages only).
 */
export default function rehypeCodeBlocks(options = {}) {
  /** @param {string | undefined} file */
  const linksFor = (file) =>
    options.links === false
      ? undefined
      : (options.links ?? {
          index: readXrefIndex(xrefIndexPathForFile(file)),
          basePath: normaliseBasePath(process.env.BASE_PATH),
        });
  /**
   * @param {import('hast').Root} tree
   * @param {{ path?: string }} [file]
   */
  return async (tree, file) => {
    const links = linksFor(file?.path);
    /** @type {Array<{ parent: any, index: number, code: any }>} */
    const blocks = [];
    visit(tree, 'element', (node, index, parent) => {
      const code = node.tagName === 'pre' ? node.children[0] : undefined;
      if (code?.type === 'element' && code.tagName === 'code' && parent && index !== undefined) {
        blocks.push({ parent, index, code });
      }
    });
    for (const { parent, index, code } of blocks) {
      const className = /** @type {string[]} */ (code.properties?.className ?? []);
      const language = className.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      const highlighted = await highlightToHast(toString(code), language, links ? { links } : {});
      const pre = highlighted.children[0];
      if (pre?.type !== 'element')
        throw new Error(`Shiki returned no <pre> for a ${language ?? 'text'} block`);
      if (options.html) contentAsHtml(pre);
      else markLinksAsPlainHtml(pre);
      const title = titleFromMeta(code.data?.meta);
      const children = title
        ? [
            {
              type: 'element',
              tagName: 'div',
              properties: { 'data-code-title': '' },
              children: [{ type: 'text', value: title }],
            },
            pre,
          ]
        : [pre];
      parent.children[index] = {
        type: 'element',
        tagName: 'figure',
        properties: { 'data-code-block': '' },
        children,
      };
    }
  };
}
