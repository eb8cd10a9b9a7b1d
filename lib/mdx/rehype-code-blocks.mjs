// Rehype plugin: replaces fenced code with Shiki output at build time, wraps it in a
// <figure data-code-block> with an optional title taken from the fence meta (title="…").
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { highlightToHast } from './highlighter.mjs';

/** @param {string | undefined} meta */
export function titleFromMeta(meta) {
  return /title=(?:"([^"]*)"|'([^']*)')/
    .exec(meta ?? '')
    ?.slice(1)
    .find(Boolean);
}

export default function rehypeCodeBlocks() {
  /** @param {import('hast').Root} tree */
  return async (tree) => {
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
      const highlighted = await highlightToHast(toString(code), language);
      const pre = highlighted.children[0];
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
