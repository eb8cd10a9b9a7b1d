import { createHash } from 'node:crypto';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { compileMdx, type CompiledMdx } from './compile-mdx';
import { readSinceUse, type SinceUse } from './since-use';
import { readTermUse, type TermUse } from './term-use';

export interface OutlineSection {
  depth: number;
  title: string;
  /** The id rehype-slug gives the rendered heading (read from its output, compile-mdx.ts). */
  anchor: string;
  /** Plain text of the section's prose, without fenced code. */
  text: string;
  line: number;
}

export interface DocOutline {
  intro: string;
  sections: OutlineSection[];
  /** Every link target written in the body, with its line, for the link checker. */
  links: Array<{ url: string; line: number }>;
  /** Every `<Term id="…">` of the body, for the glossary check and the page's term definitions. */
  terms: TermUse[];
  /** Every `<Since version="…">` of the body, for the check against the API history. */
  sinces: SinceUse[];
  wordCount: number;
}

/** Nodes whose children are runs of text: joined as they are. The children of any other node (list items,
 * table rows and cells, a component's paragraphs) are blocks, joined with a space, or the last word of one
 * table cell or list item would run into the first of the next. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);

/** Text of a node without fenced code, also where a list or component nests it: code is not prose. */
function proseText(node: RootContent): string {
  if (node.type === 'code') return '';
  if ('children' in node) {
    const separator = PHRASING_PARENTS.has(node.type) ? '' : ' ';
    return node.children.map((child) => proseText(child as RootContent)).join(separator);
  }
  return toString(node);
}

/**
 * Reads headings, section text and links from an MDX file (frontmatter included, so every line number
 * is a line of the file) in one pass.
 */
export function outlineMdx(file: string, source: string): DocOutline {
  const hash = createHash('sha1').update(source).digest('hex');
  const known = outlines.get(hash);
  if (known) return known;
  const outline = outlineOf(compileMdx(file, source));
  outlines.set(hash, outline);
  return outline;
}

/**
 * Outlines by the text they were read from: nothing in an outline depends on the file's name, so the
 * same text in another place (a version's copy of a guide, a test's copy of content/) is read once.
 * Failures throw before they are stored, so an error always names its own file.
 */
const outlines = new Map<string, DocOutline>();

/** The outline of a compiled MDX file. */
export function outlineOf({ tree, headingId }: CompiledMdx): DocOutline {
  const sections: OutlineSection[] = [];
  const intro: string[] = [];
  const links: DocOutline['links'] = [];
  const terms: TermUse[] = [];
  const sinces: SinceUse[] = [];
  let words = 0;

  const collectReferences = (node: RootContent | Root): void => {
    if ((node.type === 'link' || node.type === 'image') && 'url' in node) {
      links.push({ url: node.url, line: node.position?.start.line ?? 0 });
    }
    const term = readTermUse(node);
    if (term) terms.push(term);
    const since = readSinceUse(node);
    if (since) sinces.push(since);
    if ('children' in node) node.children.forEach((child) => collectReferences(child as RootContent));
  };

  for (const node of tree.children) {
    collectReferences(node);
    if (node.type === 'heading') {
      const title = toString(node as Heading);
      sections.push({
        depth: node.depth,
        title,
        anchor: headingId(node),
        text: '',
        line: node.position?.start.line ?? 0,
      });
      continue;
    }
    if (node.type === 'code' || node.type === 'mdxjsEsm' || node.type === 'yaml') continue;
    const text = proseText(node).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    words += text.split(' ').length;
    const current = sections.at(-1);
    if (current) current.text = current.text ? `${current.text}\n${text}` : text;
    else intro.push(text);
  }
  return { intro: intro.join('\n'), sections, links, terms, sinces, wordCount: words };
}
