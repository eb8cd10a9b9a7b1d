import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { API_NAMESPACE, resolveCode } from '@/lib/api/xref/resolve-code.mjs';
import { lookupApiName, lookupExternalName, normaliseApiName } from '@/lib/api/xref/resolve-name.mjs';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { compileMdx, headingIdsOf, type CompiledMdx } from '@/lib/content/compile-mdx';
import { resolveLanguage } from '@/lib/config/code-languages.mjs';
import { isHiddenLine } from '@/lib/config/hidden-lines.mjs';

// What a piece of content says about the API, read the way the site renders it: every name written
// as `celerity::…` (with its line and whether it resolves), and per section (heading) the API pages
// its prose and samples link to. The name check, the back-references and the linked-names figure
// are built from this.

export interface ApiNameUse {
  line: number;
  name: string;
  resolved: boolean;
  /** In a code sample (not inline code in prose). */
  inCode: boolean;
  /** On a line readers see (hidden sample lines are compiled, not shown). */
  shown: boolean;
}

/** A name that is not the API's (`sycl::buffer`, `std::vector`, `x`), and whether it links out. */
export interface OtherNameUse {
  line: number;
  name: string;
  linked: boolean;
}

interface SectionLinks {
  /** The heading the section starts with; undefined for the text before the first heading. */
  heading?: { title: string; anchor: string };
  hrefs: Set<string>;
  /** Links from code samples only (API doc comments list pages whose examples use a name). */
  codeHrefs: Set<string>;
}

export interface ContentScan {
  names: ApiNameUse[];
  /** Names that are neither the API's nor declared in the sample, for the external-name coverage test. */
  otherNames: OtherNameUse[];
  sections: SectionLinks[];
  /** Links in shown lines of code samples. */
  codeLinks: number;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** A `celerity::…` name written in inline code, or undefined for other code. */
function qualifiedApiName(text: string): string | undefined {
  const name = normaliseApiName(text);
  return name?.startsWith(`${API_NAMESPACE}::`) ? name : undefined;
}

/**
 * Names and links of a C++ sample whose first line is line `firstLine` of its file.
 * @param section where the sample's links count
 */
function scanCode(
  code: string,
  index: XrefIndex,
  firstLine: number,
  scan: ContentScan,
  section: SectionLinks,
): void {
  const lines = code.split('\n');
  const hidden = lines.map(isHiddenLine);
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.length + 1;
  }
  const lineOf = (at: number) => {
    let line = starts.length - 1;
    while (line > 0 && starts[line]! > at) line -= 1;
    return line;
  };
  const revealed = lines.map((line, i) => (hidden[i] ? line.replace('//%', '   ') : line)).join('\n');
  const { links, apiNames, otherNames } = resolveCode(index, revealed);
  for (const use of otherNames)
    scan.otherNames.push({
      line: firstLine + lineOf(use.start),
      name: use.name,
      linked: use.href !== undefined,
    });
  for (const link of links) {
    // Links out count in neither the back-references nor the linked-names figure.
    if (hidden[lineOf(link.start)] || link.source) continue;
    scan.codeLinks += 1;
    section.hrefs.add(link.href);
    section.codeHrefs.add(link.href);
  }
  for (const use of apiNames) {
    const line = lineOf(use.start);
    scan.names.push({
      line: firstLine + line,
      name: use.name,
      resolved: use.href !== undefined,
      inCode: true,
      shown: !hidden[line],
    });
  }
}

function scanInline(text: string, index: XrefIndex, line: number, scan: ContentScan, section: SectionLinks) {
  const href = lookupApiName(index, text);
  if (href) section.hrefs.add(href);
  const name = qualifiedApiName(text);
  if (name) {
    scan.names.push({ line, name, resolved: href !== undefined, inCode: false, shown: true });
    return;
  }
  const other = href ? undefined : normaliseApiName(text);
  if (other) {
    scan.otherNames.push({ line, name: other, linked: lookupExternalName(index, text) !== undefined });
    return;
  }
  // Inline code that is more than a name (`host_task(celerity::once, f)`): check the names in it.
  const { apiNames, otherNames } = resolveCode(index, text);
  for (const use of apiNames)
    scan.names.push({ line, name: use.name, resolved: use.href !== undefined, inCode: false, shown: true });
  for (const use of otherNames)
    scan.otherNames.push({ line, name: use.name, linked: use.href !== undefined });
}

function scanTree(
  tree: Root,
  headingId: (heading: Heading) => string,
  index: XrefIndex,
  lineOffset: number,
): ContentScan {
  const scan: ContentScan = { names: [], otherNames: [], sections: [], codeLinks: 0 };
  let section: SectionLinks = { hrefs: new Set(), codeHrefs: new Set() };
  scan.sections.push(section);
  visit(tree, (node) => {
    const line = (node.position?.start.line ?? 1) + lineOffset;
    if (node.type === 'heading') {
      const title = toString(node);
      section = { heading: { title, anchor: headingId(node) }, hrefs: new Set(), codeHrefs: new Set() };
      scan.sections.push(section);
    } else if (node.type === 'inlineCode') {
      scanInline(node.value, index, line, scan, section);
    } else if (node.type === 'code' && resolveLanguage(node.lang) === 'cpp') {
      scanCode(node.value, index, line + 1, scan, section);
    }
  });
  return scan;
}

/**
 * MDX (a guide, blog post or page, frontmatter included) whose first line is line `lineOffset + 1` of
 * its file: 0 for a whole file.
 */
export function scanMdx(source: string, index: XrefIndex, lineOffset = 0): ContentScan {
  const { tree, headingId } = compileMdx('(inline MDX)', source);
  return scanTree(tree, headingId, index, lineOffset);
}

/** A compiled MDX file (compile-mdx.ts): the parse its outline and samples come from too. */
export function scanCompiledMdx({ tree, headingId }: CompiledMdx, index: XrefIndex): ContentScan {
  return scanTree(tree, headingId, index, 0);
}

/** Markdown of a doc comment (no MDX). Lines count from 1. */
export function scanMarkdown(markdown: string, index: XrefIndex): ContentScan {
  const tree = markdownParser.parse(markdown);
  return scanTree(tree, headingIdsOf(tree), index, 0);
}

/** A C++ source file (the home page's example). */
export function scanCppFile(code: string, index: XrefIndex): ContentScan {
  const scan: ContentScan = { names: [], otherNames: [], sections: [], codeLinks: 0 };
  const section: SectionLinks = { hrefs: new Set(), codeHrefs: new Set() };
  scan.sections.push(section);
  scanCode(code, index, 1, scan, section);
  return scan;
}
