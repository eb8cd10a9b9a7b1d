/**
 * React writes the elements it hoists into `<head>` (`<meta>`, `<link>`, `<title>`) in the order their
 * components finish rendering. Next renders the viewport tags and the page metadata as async components,
 * and our own hoisted elements (the layout's OpenSearch link, an old URL's refresh) render beside them, so
 * two builds of the same commit can order a page's head differently, and the deploy is no longer
 * reproducible. This pass puts that run of hoisted elements into one order: the viewport tags, then Next's
 * metadata, then ours, each group keeping its own order (the metadata's is fixed by Next).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ExportPassError } from './pass';

export class HeadOrderError extends ExportPassError {}

/**
 * The run is every `<meta>`, `<link>` and `<title>` next to the page's `<title>` (Next's metadata always has
 * one), up to a script or an element React places on its own: stylesheets, preloads, the charset and
 * viewport tags (with the payload left inline, Next's async scripts stand between them and the run).
 */
const ELEMENT_AFTER = /^(?:<(?:meta|link)\b[^<>]*\/>|<title>[^<]*<\/title>)/;
const ELEMENT_BEFORE = /<(?:meta|link)\b[^<>]*\/>$/;
const PLACED_BY_REACT =
  /^<(?:link rel="(?:stylesheet|preload|modulepreload|preconnect|dns-prefetch)"|meta (?:charSet|name="viewport"|http-equiv="Content-Security-Policy"))/;

/** Tags from Next's viewport export, which resolves apart from the rest of the metadata. */
const VIEWPORT = /^<meta name="(?:theme-color|color-scheme)"/;
/** Elements our components render (the layout's, then a page's), which React hoists from anywhere in the tree. */
const OURS = [/^<link rel="search"/, /^<meta http-equiv="refresh"/];

const group = (element: string) => {
  if (VIEWPORT.test(element)) return 0;
  const own = OURS.findIndex((pattern) => pattern.test(element));
  return own < 0 ? 1 : 2 + own;
};

/** The hoisted run of `head`: where it starts and ends, and its elements in document order. */
function hoistedRun(head: string): { start: number; end: number; elements: string[] } | null {
  const title = head.indexOf('<title>');
  if (title < 0) return null;
  const before: string[] = [];
  let start = title;
  for (
    let match = ELEMENT_BEFORE.exec(head.slice(0, start));
    match;
    match = ELEMENT_BEFORE.exec(head.slice(0, start))
  ) {
    if (PLACED_BY_REACT.test(match[0])) break;
    before.unshift(match[0]);
    start = match.index;
  }
  const after: string[] = [];
  let end = title;
  for (let match = ELEMENT_AFTER.exec(head.slice(end)); match; match = ELEMENT_AFTER.exec(head.slice(end))) {
    after.push(match[0]);
    end += match[0].length;
  }
  return { start, end, elements: [...before, ...after] };
}

/** `elements` in the pass's order: a stable sort by group. */
const ordered = (elements: readonly string[]) =>
  elements
    .map((element, index) => ({ element, index, group: group(element) }))
    .sort((a, b) => a.group - b.group || a.index - b.index)
    .map(({ element }) => element);

/** `html` with its hoisted head elements in the pass's order; null when it has no such run. */
export function withHeadOrder(html: string): string | null {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return null;
  const run = hoistedRun(html.slice(0, headEnd));
  if (!run || run.elements.length === 0) return null;
  return html.slice(0, run.start) + ordered(run.elements).join('') + html.slice(run.end);
}

/** Orders the head of every HTML file of `files`; fails when no page has the run the pass expects. */
export function orderHeads(outDir: string, files: readonly string[]): { pages: number; changed: number } {
  let pages = 0;
  let changed = 0;
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    const result = withHeadOrder(html);
    if (result === null) continue;
    pages += 1;
    if (result !== html) {
      writeFileSync(file, result);
      changed += 1;
    }
  }
  if (pages === 0)
    throw new HeadOrderError(
      `${outDir}: no page has a <title> in its <head>, so no run of hoisted <meta>/<link>/<title> elements to order.`,
    );
  return { pages, changed };
}

/** After the pass: pages whose hoisted head elements are not in its order. */
export const headOrderProblems = (outDir: string, files: readonly string[]): string[] =>
  files
    .filter((file) => file.endsWith('.html'))
    .filter((file) => {
      const html = readFileSync(file, 'utf8');
      const result = withHeadOrder(html);
      return result !== null && result !== html;
    })
    .map(
      (file) =>
        `${path.relative(outDir, file)}: its hoisted <head> elements are not in a fixed order (viewport tags, metadata, the site's own)`,
    );
