// @ts-check
/**
 * Parses an MDX file the way the site compiles it (frontmatter, GFM, JSX) and places syntax errors at
 * their line in the file. Plain JS so `scripts/check-mdx.mjs` runs it without a TypeScript loader; the
 * content loader uses the same code, so both report the same `file:line:col`.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

// In the order @mdx-js/mdx applies them with next.config.mjs's remark plugins.
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/**
 * The whole file as one tree; positions are lines of the file, frontmatter included (a `yaml` node).
 * @param {string} source
 * @returns {import('mdast').Root}
 */
export function parseMdxSource(source) {
  return parser.parse(source);
}

/**
 * Where an MDX error is. Most carry a place; an unclosed tag at the end of the file carries none and
 * names the opening tag's position in its text ("Expected a closing tag for `<div>` (11:1-11:6)").
 * @param {{ line?: number | null, column?: number | null, reason?: string, message?: string }} error
 * @returns {{ line: number, column: number } | undefined}
 */
export function mdxErrorPlace(error) {
  if (error.line) return { line: error.line, column: error.column ?? 1 };
  const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(error.reason ?? error.message ?? '');
  return named ? { line: Number(named[1]), column: Number(named[2]) } : undefined;
}

/**
 * `file:line:col: MDX syntax error: reason`.
 * @param {string} file
 * @param {{ line?: number | null, column?: number | null, reason?: string, message?: string }} error
 * @returns {string}
 */
export function formatMdxError(file, error) {
  const place = mdxErrorPlace(error);
  const where = place ? `${file}:${place.line}:${place.column}` : file;
  return `${where}: MDX syntax error: ${error.reason ?? error.message}`;
}
