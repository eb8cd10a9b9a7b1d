// The site's budgets, one table for both readers: the page-weight gate that `npm test` runs after the
// build (scripts/check-budgets.ts: what can be measured on out/ alone) and the benchmark (scripts/bench/:
// the same figures in a browser, plus search and Lighthouse). Each verdict is a line that names its
// figure, its budget and, when it fails, the pages over it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, KB, median } from './bench/format';
import { listFiles } from '@/lib/export/list-files';

export const BUDGETS = {
  /** First-load JS (gzip) of a guide or API page; the framework alone is about 135 KB of it. */
  firstLoadJsGzip: 160 * KB,
  /**
   * API detail pages (symbols and member pages). The median page is the page shell plus a typical
   * symbol; long overload sets (accessor constructors, `parallel_for`) are content, not shell, so
   * their raw size has no limit, and what a reader downloads is held by the gzip budget of every page.
   */
  apiDetailMedianRaw: 20 * KB,
  apiDetailPageGzip: 12 * KB,
  /**
   * The API changes pages, one per release step: their size follows the step's changes, each with its
   * declarations before and after (0.3.2 → 0.4 lists 130 entries), not the shell.
   */
  apiChangesPageGzip: 16 * KB,
  /** Pages that list symbols (kind indexes, namespace pages), raw, at any API size. */
  apiIndexHtmlRaw: 60 * KB,
  lighthouseCategory: 100,
  mobilePerformance: 95,
  /** The site's first open of search in Chromium: modal JS, CSS and the index files the first query needs. */
  searchFirstOpenGzip: 150 * KB,
  /** Large APIs (the synthetic builds): the site's modal JS and CSS plus that build's first-query files. */
  searchFirstOpenLargeGzip: 300 * KB,
  searchP95Ms: 5,
} as const;

export interface BudgetLine {
  check: string;
  measured: string;
  budget: string;
  pass: boolean;
}

/** One exported HTML page: its path below out/ and its size as stored and as gzip sends it. */
export interface PageSize {
  file: string;
  raw: number;
  gzip: number;
}

/**
 * Pages that list symbols: the reference's home (`/docs/api/`), a kind's index (`/docs/api/records/`,
 * `/docs/api/namespaces/`) and the pages of a large namespace (`/docs/api/records/in/celerity/detail/2/`).
 * No symbol or member page has `in` as its second segment.
 */
export const isIndexPage = (file: string) =>
  /docs\/(?:[^/]+\/)?api\/(?:[a-z]+\/(?:in\/.+\/)?)?index\.html$/.test(file.split(path.sep).join('/'));

/** A release step's API changes page: `/docs/api/changes/0-6-to-0-7/`. */
export const isChangesPage = (file: string) =>
  /docs\/(?:[^/]+\/)?api\/changes\/[^/]+\/index\.html$/.test(file.split(path.sep).join('/'));

/** The API reference folders of every docs version in `outDir`: `docs/api` and `docs/<version>/api`. */
function apiDirs(outDir: string): string[] {
  const docs = path.join(outDir, 'docs');
  const versions = existsSync(docs)
    ? readdirSync(docs, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(path.join(docs, entry.name, 'api')))
        .map((entry) => path.join(docs, entry.name, 'api'))
    : [];
  return [path.join(docs, 'api'), ...versions].filter((dir) => existsSync(dir));
}

/**
 * Every HTML page of every docs version's API reference in `outDir`, largest first: detail pages (symbols
 * and members), index pages and changes pages apart.
 */
export function measureApiPages(outDir: string): {
  details: PageSize[];
  indexes: PageSize[];
  changes: PageSize[];
} {
  const pages = apiDirs(outDir)
    .flatMap((dir) => listFiles(dir))
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(file);
      return { file: path.relative(outDir, file), raw: html.length, gzip: gzipSync(html).length };
    })
    .sort((a, b) => b.raw - a.raw);
  return {
    details: pages.filter((page) => !isIndexPage(page.file) && !isChangesPage(page.file)),
    indexes: pages.filter((page) => isIndexPage(page.file)),
    changes: pages.filter((page) => isChangesPage(page.file)),
  };
}

/** KB, or bytes where one decimal would print a figure just over its budget as equal to it. */
const size = (bytes: number, budget: number) =>
  bytes > budget && kb(bytes) === kb(budget) ? `${bytes} B` : kb(bytes);

/** `pages` over `budget` by `figure`, largest first, named with their sizes. */
function overBudget(pages: readonly PageSize[], figure: 'raw' | 'gzip', budget: number): string {
  const over = pages.filter((page) => page[figure] > budget).sort((a, b) => b[figure] - a[figure]);
  return over.length === 0
    ? ''
    : `; over: ${over.map((page) => `${page.file} (${size(page[figure], budget)} ${figure})`).join(', ')}`;
}

export function firstLoadJsLine(page: string, gzip: number): BudgetLine {
  return {
    check: `first-load JS, ${page}`,
    measured: `${size(gzip, BUDGETS.firstLoadJsGzip)} gzip`,
    budget: `≤ ${kb(BUDGETS.firstLoadJsGzip)}`,
    pass: gzip <= BUDGETS.firstLoadJsGzip,
  };
}

/** The first-load JS budget over many pages (`pages`: each page's scripts, not its HTML), largest named. */
export function firstLoadJsEveryPageLine(pages: readonly PageSize[]): BudgetLine {
  const largest = pages.reduce<PageSize | undefined>((a, b) => (a && a.gzip >= b.gzip ? a : b), undefined);
  return {
    check: `first-load JS, every guide and API page (${pages.length} pages)`,
    measured: `${largest ? `largest ${size(largest.gzip, BUDGETS.firstLoadJsGzip)} gzip (${largest.file})` : 'no pages'}${overBudget(pages, 'gzip', BUDGETS.firstLoadJsGzip)}`,
    budget: `every page ≤ ${kb(BUDGETS.firstLoadJsGzip)}`,
    pass: pages.length > 0 && pages.every((page) => page.gzip <= BUDGETS.firstLoadJsGzip),
  };
}

/** The two budgets of the API detail pages of one build (`label`): median raw HTML, every page's gzip. */
export function apiDetailLines(label: string, pages: readonly PageSize[]): BudgetLine[] {
  if (pages.length === 0)
    return [{ check: `API detail page HTML (${label})`, measured: 'no pages', budget: 'some', pass: false }];
  const middle = median(pages.map((page) => page.raw));
  const largest = pages.reduce<PageSize | undefined>((a, b) => (a && a.gzip >= b.gzip ? a : b), undefined);
  return [
    {
      check: `API detail page HTML, median (${label}, ${pages.length} pages)`,
      measured: `${size(middle, BUDGETS.apiDetailMedianRaw)} raw`,
      budget: `≤ ${kb(BUDGETS.apiDetailMedianRaw)}`,
      pass: middle <= BUDGETS.apiDetailMedianRaw,
    },
    {
      check: `API detail page HTML, each page (${label})`,
      measured: `largest ${largest ? `${size(largest.gzip, BUDGETS.apiDetailPageGzip)} gzip (${largest.file})` : '–'}${overBudget(pages, 'gzip', BUDGETS.apiDetailPageGzip)}`,
      budget: `every page ≤ ${kb(BUDGETS.apiDetailPageGzip)} gzip`,
      pass: pages.every((page) => page.gzip <= BUDGETS.apiDetailPageGzip),
    },
  ];
}

/** The budget of the pages that list symbols in one build (`label`). */
export function apiIndexLine(label: string, pages: readonly PageSize[]): BudgetLine {
  const largest = pages.reduce<PageSize | undefined>((a, b) => (a && a.raw >= b.raw ? a : b), undefined);
  return {
    check: `largest API index page HTML (${label})`,
    measured: `${largest ? `${size(largest.raw, BUDGETS.apiIndexHtmlRaw)} raw (${largest.file})` : '–'}${overBudget(pages, 'raw', BUDGETS.apiIndexHtmlRaw)}`,
    budget: `every page ≤ ${kb(BUDGETS.apiIndexHtmlRaw)}`,
    pass: pages.every((page) => page.raw <= BUDGETS.apiIndexHtmlRaw),
  };
}

/** The budget of the API changes pages (one per release step) in one build (`label`). */
export function apiChangesLine(label: string, pages: readonly PageSize[]): BudgetLine {
  const largest = pages.reduce<PageSize | undefined>((a, b) => (a && a.gzip >= b.gzip ? a : b), undefined);
  return {
    check: `API changes page HTML, each page (${label}, ${pages.length} pages)`,
    measured: `${largest ? `largest ${size(largest.gzip, BUDGETS.apiChangesPageGzip)} gzip (${largest.file})` : 'no pages'}${overBudget(pages, 'gzip', BUDGETS.apiChangesPageGzip)}`,
    budget: `every page ≤ ${kb(BUDGETS.apiChangesPageGzip)} gzip`,
    pass: pages.length > 0 && pages.every((page) => page.gzip <= BUDGETS.apiChangesPageGzip),
  };
}
