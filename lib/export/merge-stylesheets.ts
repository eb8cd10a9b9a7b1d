/**
 * Next splits the root layout's CSS into a few files, and every page links all of them from its head:
 * each is a render-blocking request, and on a slow connection each extra one waits for a connection of
 * its own before the first paint. Every page links the same list (the root layout imports all CSS), so
 * after the build the list becomes one file: the HTML links it once, and the route payloads name it
 * wherever they named a part. React's stylesheet handling reads those names on hydration and after
 * client navigations; it finds the merged file already in the document and loads nothing again.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g;
/** Rules that are only valid at the start of a stylesheet. */
const LEADING_ONLY = /@(?:import|charset)\b/;

export class MergeStylesheetsError extends Error {}

export interface MergeSummary {
  /** The merged file's URL, or null when the pages link at most one stylesheet. */
  href: string | null;
  parts: string[];
  pages: number;
  payloads: number;
}

/** The stylesheet hrefs a page links from its head, in order. */
export function linkedStylesheets(html: string): string[] {
  const headEnd = html.indexOf('</head>');
  return [...html.slice(0, headEnd < 0 ? html.length : headEnd).matchAll(STYLESHEET)].map(
    (match) => match[1] ?? '',
  );
}

/** The parts in document order, one file; a part that needs the start of a file cannot follow another. */
export function concatStylesheets(parts: ReadonlyArray<{ href: string; css: string }>): string {
  parts.slice(1).forEach((part) => {
    if (LEADING_ONLY.test(part.css))
      throw new MergeStylesheetsError(
        `${part.href}: contains @import or @charset, which is only valid at the start of a stylesheet; it cannot be merged after another part.`,
      );
  });
  return parts.map((part) => part.css.trimEnd()).join('\n') + '\n';
}

/** `html` with its run of part links replaced by one link to `href`. */
export function linkMerged(html: string, parts: readonly string[], href: string, file: string): string {
  const tags = parts.map((part) => `<link rel="stylesheet" href="${part}" data-precedence="next"/>`);
  const run = tags.join('');
  if (!html.includes(run))
    throw new MergeStylesheetsError(
      `${file}: the stylesheet links are not one run of <link> tags in <head>.`,
    );
  return html.replace(run, `<link rel="stylesheet" href="${href}" data-precedence="next"/>`);
}

/** A route payload with every part's URL (a JSON string in it) replaced by the merged file's. */
export const renameInPayload = (text: string, parts: readonly string[], href: string) =>
  parts.reduce((result, part) => result.split(JSON.stringify(part)).join(JSON.stringify(href)), text);

/**
 * Merges the stylesheets the pages of `outDir` link into one file next to them. Leaves the export alone
 * when pages link different lists (then each page keeps the list Next wrote) or a single file.
 */
export function mergeStylesheets(outDir: string, basePath: string, files: readonly string[]): MergeSummary {
  const html = files.filter((file) => file.endsWith('.html'));
  const lists = new Map(
    html
      .map((file) => [file, linkedStylesheets(readFileSync(file, 'utf8'))] as const)
      .filter(([, list]) => list.length > 0),
  );
  const distinct = new Set([...lists.values()].map((list) => list.join(' ')));
  const parts = lists.values().next().value ?? [];
  const none = { href: null, parts, pages: 0, payloads: 0 };
  if (distinct.size !== 1 || parts.length < 2) return none;
  const fileOf = (href: string) => {
    if (!href.startsWith(`${basePath}/_next/static/`))
      throw new MergeStylesheetsError(`${href}: expected a stylesheet under ${basePath}/_next/static/.`);
    return path.join(outDir, href.slice(basePath.length));
  };
  const css = concatStylesheets(parts.map((href) => ({ href, css: readFileSync(fileOf(href), 'utf8') })));
  const digest = createHash('sha256').update(css).digest('hex').slice(0, 16);
  const href = `${basePath}/_next/static/chunks/merged-${digest}.css`;
  writeFileSync(fileOf(href), css);
  for (const file of lists.keys())
    writeFileSync(file, linkMerged(readFileSync(file, 'utf8'), parts, href, file));
  let payloads = 0;
  for (const file of files.filter((name) => name.endsWith('.txt'))) {
    const text = readFileSync(file, 'utf8');
    const renamed = renameInPayload(text, parts, href);
    if (renamed === text) continue;
    writeFileSync(file, renamed);
    payloads += 1;
  }
  return { href, parts, pages: lists.size, payloads };
}
