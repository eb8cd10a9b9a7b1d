import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Element as HastElement, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { pieceClass } from '@/lib/api/pages/signature-html';
import rehypeCodeBlocks from '@/lib/mdx/rehype-code-blocks.mjs';
import remarkApiLinks from '@/lib/mdx/remark-api-links.mjs';
import { EMPTY_XREF_INDEX, type XrefIndex } from '@/lib/api/xref/xref-index.mjs';

// Doc comments are untrusted text from headers and often mention `range<Dims>` outside code spans.
// remark reads such text as raw HTML, which remark-rehype would silently drop; turning it into
// plain text makes rehype-stringify escape it instead (and we never set allowDangerousHtml).
function remarkHtmlAsText() {
  return (tree: Root) => {
    visit(tree, 'html', (node) => {
      (node as unknown as { type: string }).type = 'text';
    });
  };
}

interface DocMarkdownOptions {
  /** Names of documented symbols: inline code and samples naming one link to it (see lib/api/xref). */
  links?: XrefIndex;
  /** Prefix of internal urls; the HTML is inserted as is, so next/link cannot add it. */
  basePath?: string;
}

/**
 * Shiki's code blocks with a span per line and per token are heavy, and API pages carry their HTML
 * twice (markup and RSC payload): colour tokens as signatures do (punctuation plain, neighbours of one
 * class joined) and drop the line wrappers (doc comments have no highlighted lines).
 */
function rehypeCompactCode() {
  const compact = (node: HastElement) => {
    const children: HastElement['children'] = [];
    for (const child of node.children) {
      if (child.type !== 'element') {
        children.push(child);
        continue;
      }
      compact(child);
      // Shiki sets `class` as a plain string property on its hast.
      const className = String(child.properties.class ?? child.properties.className ?? '');
      if (child.tagName === 'span' && /\bline\b/.test(className)) {
        children.push(...child.children);
        continue;
      }
      if (child.tagName === 'a') {
        // Linked names on API pages show in the text colour, like the links in signatures: a link over
        // one token drops the token's colour span (lib/mdx/code-links.mjs); the underline on hover and
        // focus marks it.
        const only = child.children.length === 1 ? child.children[0] : undefined;
        if (only?.type === 'element' && only.tagName === 'span') child.children = only.children;
      } else if (child.tagName === 'span') {
        const cls = pieceClass(toString(child), className);
        if (!cls) {
          children.push(...child.children);
          continue;
        }
        child.properties = { className: cls.split(' ') };
        const previous = children[children.length - 1];
        if (
          previous?.type === 'element' &&
          previous.tagName === 'span' &&
          String(previous.properties.className) === String(child.properties.className)
        ) {
          previous.children.push(...child.children);
          continue;
        }
      }
      children.push(child);
    }
    node.children = children;
  };
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      // Only the keyboard access of scrollable code (WCAG 2.1.1), the mark of linked code and the language
      // (for the page's Markdown twin) survive the compaction.
      const links = 'data-links' in node.properties ? { 'data-links': '' } : {};
      node.properties = { tabIndex: 0, dataLanguage: node.properties.dataLanguage, ...links };
      compact(node);
      return SKIP;
    });
  };
}

function createProcessor(options: DocMarkdownOptions) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkHtmlAsText)
    .use(remarkApiLinks, { index: options.links ?? EMPTY_XREF_INDEX, basePath: options.basePath ?? '' })
    .use(remarkRehype)
    .use(rehypeCodeBlocks, {
      links: options.links ? { index: options.links, basePath: options.basePath ?? '' } : false,
    })
    .use(rehypeCompactCode)
    .use(rehypeScrollTables)
    .use(rehypeStringify, { preferUnquoted: true });
}

/** A table scrolls sideways in a box of its own, as the guides' do (components/mdx/mdx-table.tsx): on a
 * phone the access modes' table was wider than the page. */
function rehypeScrollTables() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
        children: [node],
      };
      return SKIP;
    });
  };
}

type Processor = ReturnType<typeof createProcessor>;
const plain = createProcessor({});
const withLinks = new WeakMap<object, Map<string, Processor>>();

function processorFor(options: DocMarkdownOptions): Processor {
  if (!options.links) return plain;
  let byBase = withLinks.get(options.links);
  if (!byBase) withLinks.set(options.links, (byBase = new Map()));
  const base = options.basePath ?? '';
  let processor = byBase.get(base);
  if (!processor) byBase.set(base, (processor = createProcessor(options)));
  return processor;
}

/** Markdown of a doc comment → HTML, with code blocks highlighted like the guides' (Shiki, build time). */
export async function renderDocMarkdown(md: string, options: DocMarkdownOptions = {}): Promise<string> {
  return String(await processorFor(options).process(md));
}
