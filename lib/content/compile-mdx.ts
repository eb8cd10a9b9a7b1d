import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import type { Heading, Root } from 'mdast';
import rehypeSlug from 'rehype-slug';
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { ContentError } from './content-error';
import { mdxErrorPlace, parseMdxSource } from './mdx-syntax.mjs';
import { displayPath } from './paths';

// The one parse of a content file that every reader of its body shares: the outline (table of contents,
// search text, links, terms), the API-name scan and the sample checker. It runs the stages of the chain
// `@next/mdx` runs (next.config.mjs) that these readers depend on: the syntax (MDX, frontmatter, GFM) and
// the heading ids, which come from rehype-slug itself over the hast remark-rehype makes, so no second
// slugger has to agree with it. The rendering plugins (highlighting, link labels) and the JS are left out.

export interface CompiledMdx {
  /** Repository-relative path, for messages. */
  file: string;
  source: string;
  /** The mdast as the syntax plugins leave it; positions are lines of the file, frontmatter included. */
  tree: Root;
  /** The id the rendered page gives a heading of `tree`. */
  headingId(heading: Heading): string;
}

/** MDX node types @mdx-js/mdx hands through remark-rehype untouched (its `nodeTypes`). */
const MDX_NODE_TYPES: NonNullable<RemarkRehypeOptions['passThrough']> = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
];

const headingStage = unified().use(remarkRehype, { passThrough: MDX_NODE_TYPES }).use(rehypeSlug);

const isHeadingElement = (node: Element) => /^h[1-6]$/.test(node.tagName);

/**
 * The ids rehype-slug gives the headings of an mdast tree (a whole MDX file or a doc comment's
 * Markdown), as a look-up by heading. remark-rehype keeps positions, which pair each heading element
 * with its mdast heading; the mdast tree is not changed.
 */
export function headingIdsOf(tree: Root): (heading: Heading) => string {
  // Built on the first look-up: most doc comments have no heading to look up.
  let byOffset: Map<number | undefined, string> | undefined;
  return (heading) => {
    if (!byOffset) {
      const ids = new Map<number | undefined, string>();
      visit(headingStage.runSync(tree) as HastRoot, 'element', (node: Element) => {
        if (isHeadingElement(node)) ids.set(node.position?.start.offset, String(node.properties.id));
      });
      byOffset = ids;
    }
    const id = byOffset.get(heading.position?.start.offset);
    if (id === undefined) throw new Error(`no heading id at offset ${heading.position?.start.offset}`);
    return id;
  };
}

const cache = new Map<string, { hash: string; compiled: CompiledMdx }>();
const parses = new Map<string, number>();

/**
 * The compiled form of `source`, the text of `file`. Cached by file and content hash, so a file is
 * parsed once per version however many readers ask, and an edit shows on the next call (dev server,
 * tests). A syntax error is a ContentError at its line; failures are not cached.
 */
export function compileMdx(file: string, source: string): CompiledMdx {
  const key = path.resolve(file);
  const hash = createHash('sha1').update(source).digest('hex');
  const cached = cache.get(key);
  if (cached?.hash === hash) return cached.compiled;
  parses.set(key, (parses.get(key) ?? 0) + 1);
  let tree: Root;
  try {
    tree = parseMdxSource(source);
  } catch (error) {
    const reason = error as { line?: number; column?: number; reason?: string; message: string };
    const place = mdxErrorPlace(reason);
    throw new ContentError(
      file,
      `MDX syntax error: ${reason.reason ?? reason.message}`,
      place?.line,
      place?.column,
    );
  }
  const compiled = { file, source, tree, headingId: headingIdsOf(tree) };
  cache.set(key, { hash, compiled });
  return compiled;
}

/** `compileMdx` of a file on disk, named in messages by its repository-relative path. */
export function compileMdxFile(absoluteFile: string): CompiledMdx {
  return compileMdx(displayPath(absoluteFile), readFileSync(absoluteFile, 'utf8'));
}

/** How often each file (absolute path) was parsed since the process started: for tests. */
export function mdxParseCounts(): ReadonlyMap<string, number> {
  return parses;
}
