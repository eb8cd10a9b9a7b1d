// @ts-check
// Names the scroll box of each table after the section it is in ("Table: Environment variables"), so the
// focusable regions MdxTable wraps tables in have distinct names on a page with several tables (axe:
// landmark-unique). The name travels as `data-region-label` on the table; MdxTable moves it to the region.
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** @param {import('hast').Element} heading */
function headingText(heading) {
  const children = heading.children.filter(
    (child) => !(child.type === 'element' && String(child.properties?.className ?? '').includes('hash-link')),
  );
  return toString({ ...heading, children }).trim();
}

export default function rehypeTableLabels() {
  /** @param {import('hast').Root} tree */
  return (tree) => {
    let section = '';
    /** @type {Map<string, number>} */
    const seen = new Map();
    visit(tree, 'element', (node) => {
      if (/^h[1-6]$/.test(node.tagName)) section = headingText(node);
      if (node.tagName !== 'table') return;
      const count = (seen.get(section) ?? 0) + 1;
      seen.set(section, count);
      const table = count === 1 ? 'Table' : `Table ${count}`;
      node.properties = { ...node.properties, dataRegionLabel: section ? `${table}: ${section}` : table };
    });
  };
}
