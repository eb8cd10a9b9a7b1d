// The Markdown twin of an exported page (`/docs/x/` → `/docs/x.md`), for readers without a browser
// and for AI assistants. It is made from the page's own HTML, so it says exactly what the page says:
// the page's article (or main) becomes Markdown, code blocks keep their language and title, site
// links become absolute, and interface parts (heading "#" links, buttons, icons) are dropped.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { select, selectAll } from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

const DROPPED = [
  'script',
  'style',
  'template',
  'button',
  'svg',
  'nav',
  '.hash-link',
  '[aria-hidden=true]',
  '[hidden]',
  // Interactive parts whose text means nothing without their controls (the split explorer's form).
  '[data-twin-omit]',
];

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

/** Highlighted `<pre>` (its language in `data-language`) → `<pre><code class="language-x">` of its text. */
function plainPre(pre: Element): Element {
  const language = String(pre.properties.dataLanguage ?? 'text');
  return element('pre', {}, [
    element('code', { className: [`language-${language}`] }, [
      { type: 'text', value: toString(pre).replace(/\n$/, '') },
    ]),
  ]);
}

/** Code blocks keep their language; a block's title becomes an emphasised line above it. */
function plainCodeBlocks(root: Element): void {
  visit(root, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.tagName === 'pre') {
      parent.children[index] = plainPre(node);
      return SKIP;
    }
    if (node.properties.dataCodeBlock === undefined) return;
    const title = select('[data-code-title]', node);
    const pre = select('pre', node);
    node.tagName = 'div';
    node.properties = {};
    node.children = [
      ...(title ? [element('p', {}, [element('em', {}, [{ type: 'text', value: toString(title) }])])] : []),
      ...(pre ? [plainPre(pre)] : []),
    ];
    return SKIP;
  });
}

function absoluteLinks(root: Element, pageUrl: string): void {
  const origin = new URL(pageUrl).origin;
  visit(root, 'element', (node) => {
    for (const attribute of ['href', 'src'] as const) {
      const value = node.properties[attribute];
      if (typeof value !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(value)) continue;
      node.properties[attribute] = value.startsWith('/') ? `${origin}${value}` : new URL(value, pageUrl).href;
    }
  });
}

/** Drops interface elements and comments (React separates adjacent text with `<!-- -->`). */
function dropInterface(root: Element): void {
  const dropped = new Set<unknown>(selectAll(DROPPED.join(', '), root));
  visit(root, (node, index, parent) => {
    if (!(node.type === 'comment' || dropped.has(node)) || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
}

/**
 * Markdown of the page `html` published at `pageUrl` (absolute, with the base path).
 * Returns null for a page without a `<main>`.
 */
export function pageMarkdown(html: string, pageUrl: string): string | null {
  // Only <main> is parsed: the head, navbar, sidebar and footer are most of a page's markup and none of
  // its twin, and parsing them took most of the time of the build's twin step.
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return null;
  const tree = unified()
    .use(rehypeParse, { fragment: true })
    .parse(html.slice(start, end + '</main>'.length)) as Root;
  const root = select('article', tree) ?? select('main', tree);
  if (!root) return null;
  dropInterface(root);
  plainCodeBlocks(root);
  absoluteLinks(root, pageUrl);
  const processor = unified()
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(remarkStringify, { bullet: '-', fences: true, emphasis: '_', rule: '-' });
  const mdast = processor.runSync({ type: 'root', children: [root] });
  return `${processor.stringify(mdast as Parameters<typeof processor.stringify>[0]).trim()}\n`;
}
