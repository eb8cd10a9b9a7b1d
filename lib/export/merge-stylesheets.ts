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
import { ExportPassError } from './pass';

/** A stylesheet link as React writes it into the head (global: use with matchAll or replace). */
export const STYLESHEET = /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g;
/** Rules that are only valid at the start of a stylesheet. */
const LEADING_ONLY = /@(?:import|charset)\b/;

export class MergeStylesheetsError extends ExportPassError {}

export interface MergeSummary {
  /** The merged file's URL. */
  href: string;
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
 * Merges the stylesheets the pages of `outDir` link into one file next to them. Every page must link the
 * same list of at least two (Next's split of the root layout's CSS); anything else fails, naming a page.
 */
export function mergeStylesheets(outDir: string, basePath: string, files: readonly string[]): MergeSummary {
  const html = files.filter((file) => file.endsWith('.html'));
  const lists = new Map(
    html
      .map((file) => [file, linkedStylesheets(readFileSync(file, 'utf8'))] as const)
      .filter(([, list]) => list.length > 0),
  );
  const label = (file: string) => path.relative(outDir, file);
  const [first, parts] = lists.entries().next().value ?? [];
  if (!first || !parts)
    throw new MergeStylesheetsError(
      `${outDir}: no page links a stylesheet (expected Next's <link rel="stylesheet" … data-precedence="next"> in <head>).`,
    );
  for (const [file, list] of lists)
    if (list.join(' ') !== parts.join(' '))
      throw new MergeStylesheetsError(
        `${label(file)}: links ${list.join(', ')}, but ${label(first)} links ${parts.join(', ')}; pages that link different lists cannot share one merged file.`,
      );
  if (parts.length < 2)
    throw new MergeStylesheetsError(
      `${label(first)}: links ${parts.length} stylesheet, so there is nothing to merge (expected the few files Next splits the root layout's CSS into).`,
    );
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

/** After the merge: every page that links stylesheets links one merged file, and it exists. */
export function mergedStylesheetProblems(outDir: string, files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const list = linkedStylesheets(readFileSync(file, 'utf8'));
      const page = path.relative(outDir, file);
      if (list.length === 0) return [];
      if (list.length > 1 || !/\/merged-[0-9a-f]{16}\.css$/.test(list[0] ?? ''))
        return [`${page}: links ${list.join(', ')}, not one merged stylesheet`];
      const merged = files.find((name) => name.endsWith(list[0]?.split('/').pop() ?? '\0'));
      return merged ? [] : [`${page}: links ${list[0]}, which is not in the export`];
    });
}
