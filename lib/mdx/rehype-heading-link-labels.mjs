// @ts-check
// Gives the "#" links from rehype-autolink-headings an accessible name ("Direct link to …"),
// which its JSON-only options (Turbopack) cannot compute per heading.
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';

export default function rehypeHeadingLinkLabels() {
  /** @param {import('hast').Root} tree */
  return (tree) => {
    visit(tree, 'element', (node) => {
      if (!/^h[1-6]$/.test(node.tagName)) return;
      const link = node.children.find(
        (child) =>
          child.type === 'element' &&
          child.tagName === 'a' &&
          String(child.properties?.className ?? '').includes('hash-link'),
      );
      if (!link || link.type !== 'element') return;
      const text = toString({ ...node, children: node.children.filter((child) => child !== link) }).trim();
      link.properties = {
        ...link.properties,
        ariaLabel: `Direct link to ${text}`,
        title: `Direct link to ${text}`,
      };
    });
  };
}
