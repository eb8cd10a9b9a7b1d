/**
 * A page whose HTML already needs a second round trip on a new connection (TCP's first window carries
 * ~14 KB) can carry the stylesheet in that second round trip for free: inlined, the first paint no longer
 * waits for a request of its own. Pages that fit the first window (API pages, the home page) keep the
 * link, since inlining would cost them the round trip it saves.
 *
 * The link itself moves to the end of <body>: React's stylesheet handling finds it there on hydration and
 * after client navigations (the route payloads name the file), so it neither inserts a second link nor
 * waits for one; the browser loads it after everything above has painted, with the same rules.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** What the first congestion window carries (10 segments of 1,460 bytes) less room for the headers. */
export const FIRST_WINDOW_BYTES = 14 * 1024;
/** What the first two windows carry (10 + 20 segments) less room for the headers. */
export const SECOND_WINDOW_BYTES = 42 * 1024;

export class InlineStylesheetError extends Error {}

const gzipBytes = (text: string) => gzipSync(text, { level: 9 }).length;

/** Whether inlining `cssGzip` bytes into a page of `htmlGzip` bytes saves a request without a round trip. */
export const inliningIsFree = (htmlGzip: number, cssGzip: number) =>
  htmlGzip > FIRST_WINDOW_BYTES && htmlGzip + cssGzip <= SECOND_WINDOW_BYTES;

/** `html` with the stylesheet's CSS in <head> where its link was, and the link at the end of <body>. */
export function inlineStylesheet(html: string, href: string, css: string, file: string): string {
  const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
  const at = html.indexOf(link);
  if (at < 0 || at > html.indexOf('</head>') || !html.includes('</body>'))
    throw new InlineStylesheetError(`${file}: expected ${link} in <head> and a </body>.`);
  if (css.includes('</style'))
    throw new InlineStylesheetError(`${href}: contains "</style", which cannot be inlined.`);
  return html
    .replace(link, `<style data-inlined="${href}">${css}</style>`)
    .replace('</body>', `${link}</body>`);
}

export interface InlineSummary {
  pages: string[];
  cssGzip: number;
}

/** Inlines the merged stylesheet `href` into every HTML page of `files` where that is free. */
export function inlineStylesheetWhereFree(
  outDir: string,
  basePath: string,
  href: string,
  files: readonly string[],
): InlineSummary {
  const css = readFileSync(path.join(outDir, href.slice(basePath.length)), 'utf8').trimEnd();
  const cssGzip = gzipBytes(css);
  const pages: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8');
    if (!html.includes(`href="${href}"`) || !inliningIsFree(gzipBytes(html), cssGzip)) continue;
    writeFileSync(file, inlineStylesheet(html, href, css, file));
    pages.push(file);
  }
  return { pages, cssGzip };
}
