/**
 * A guide's first paint waits for its HTML and then for the stylesheet, a second request that can only
 * start once the HTML has arrived: one more round trip on a slow connection. Guide pages therefore carry
 * the merged stylesheet in a `<style>` element instead of the render-blocking `<link>` (they have no HTML
 * budget; API pages keep the link, their HTML has one). React still names the stylesheet in the route
 * payload, and on hydration it looks for a `<link rel="stylesheet">` with that href; one it does not find it
 * adds, and the browser then fetches the file and styles the whole page a second time. So the `<style>`
 * is followed by that link, disabled (see disabledLink): the engines neither fetch nor apply it, React
 * counts it as the stylesheet, and client navigations to pages that link the file find it there while the
 * `<style>` keeps styling the document.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { linkedStylesheets, STYLESHEET } from './merge-stylesheets';
import { ExportPassError } from './pass';

export class InlineStylesError extends ExportPassError {}

const INLINED = /<style data-inlined-from="([^"]+)">([^<]*)<\/style>/g;
/** The link React looks for on hydration, disabled: never applied, and not fetched (`media="not all"` for
 * WebKit's preload scanner, which would fetch a disabled stylesheet). */
const disabledLink = (href: string) =>
  `<link rel="stylesheet" href="${href}" data-precedence="next" media="not all" disabled=""/>`;

/** The export file of a page's URL path without the base path (`/docs/x/` → out/docs/x/index.html). */
const pageFile = (out: string, page: string) => path.join(out, page, page.endsWith('/') ? 'index.html' : '');

/** `html` with each stylesheet link of its head replaced by the stylesheet itself (read by `read`). */
export function withInlineStylesheets(html: string, page: string, read: (href: string) => string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || linkedStylesheets(html).length === 0)
    throw new InlineStylesError(
      `${page}: expected a stylesheet <link> with data-precedence in <head>, found none`,
    );
  const head = html.slice(0, headEnd).replace(STYLESHEET, (_, href: string) => {
    const css = read(href);
    if (css.includes('<'))
      throw new InlineStylesError(`${href}: contains "<", which a <style> element cannot carry safely`);
    return `<style data-inlined-from="${href}">${css}</style>${disabledLink(href)}`;
  });
  return head + html.slice(headEnd);
}

function readStylesheet(out: string, basePath: string) {
  const cache = new Map<string, string>();
  return (href: string) => {
    let css = cache.get(href);
    if (css === undefined) {
      css = readFileSync(path.join(out, href.slice(basePath.length)), 'utf8');
      cache.set(href, css);
    }
    return css;
  };
}

/** Inlines the stylesheet of every page of `pages` (URL paths without the base path). */
export function inlineStyles(
  out: string,
  basePath: string,
  pages: readonly string[],
): { pages: number; bytes: number } {
  if (pages.length === 0) throw new InlineStylesError('no guide pages to inline the stylesheet into');
  const read = readStylesheet(out, basePath);
  let bytes = 0;
  for (const page of pages) {
    const file = pageFile(out, page);
    const html = readFileSync(file, 'utf8');
    const result = withInlineStylesheets(html, path.relative(out, file), read);
    bytes += result.length - html.length;
    writeFileSync(file, result);
  }
  return { pages: pages.length, bytes };
}

/** After the pass: each of `pages` carries, instead of links, its stylesheets as the export has them, each
 * followed by its disabled link. */
export function inlineStyleProblems(out: string, basePath: string, pages: readonly string[]): string[] {
  const read = readStylesheet(out, basePath);
  return pages.flatMap((page) => {
    const file = pageFile(out, page);
    const html = readFileSync(file, 'utf8');
    const relative = path.relative(out, file);
    if (linkedStylesheets(html).length > 0)
      return [`${relative}: still links a stylesheet (render-blocking)`];
    const inlined = [...html.slice(0, html.indexOf('</head>')).matchAll(INLINED)];
    if (inlined.length === 0) return [`${relative}: carries no inlined stylesheet`];
    return inlined.flatMap(([, href, css]) => [
      ...(css === read(href!) ? [] : [`${relative}: its inlined stylesheet differs from ${href}`]),
      ...(html.includes(disabledLink(href!))
        ? []
        : [`${relative}: no disabled <link> for ${href} (React would add the stylesheet on hydration)`]),
    ]);
  });
}
