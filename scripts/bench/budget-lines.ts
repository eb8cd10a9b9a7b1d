// Budgets (the targets in BENCHMARKS.md) and the PASS/MISS verdict for each measured figure.
import { kb, KB, millis } from './format';
import type { BenchResults } from './results';

export const BUDGETS = {
  firstLoadJsGzip: 160 * KB,
  apiHtmlRaw: 30 * KB,
  /** Pages that list symbols (kind indexes, namespace pages), at any API size. */
  apiIndexHtmlRaw: 60 * KB,
  lighthouseCategory: 100,
  mobilePerformance: 95,
  /** The site's first open in Chromium: modal JS, CSS and the index files the first query needs. */
  searchFirstOpenGzip: 150 * KB,
  /** Large APIs (the synthetic builds): the site's modal JS and CSS plus that build's first-query files. */
  searchFirstOpenLargeGzip: 300 * KB,
  searchP95Ms: 5,
};

export interface BudgetLine {
  check: string;
  measured: string;
  budget: string;
  pass: boolean;
}

function jsLines(results: BenchResults): BudgetLine[] {
  return results.pages
    .filter((weight) => weight.page.jsBudget)
    .map((weight) => ({
      check: `first-load JS, ${weight.page.name}`,
      measured: `${kb(weight.jsOnLoad.gzip)} gzip`,
      budget: `≤ ${kb(BUDGETS.firstLoadJsGzip)}`,
      pass: weight.jsOnLoad.gzip <= BUDGETS.firstLoadJsGzip,
    }));
}

function apiHtmlLines(results: BenchResults): BudgetLine[] {
  const builds = [
    ...(results.build ? [{ label: 'site', figures: results.build }] : []),
    ...results.synthetic.map((figures) => ({ label: `synthetic ${figures.symbols}`, figures })),
  ];
  return builds.map(({ label, figures }) => ({
    check: `API detail page HTML (${label}, ${figures.apiDetailPages} pages)`,
    measured: `median ${kb(figures.apiHtmlBytes.median)}, max ${kb(figures.apiHtmlBytes.max)} raw; ${figures.apiPagesOver} over (index pages up to ${kb(figures.apiIndexMaxBytes)})`,
    budget: `every page ≤ ${kb(BUDGETS.apiHtmlRaw)}`,
    pass: figures.apiHtmlBytes.max <= BUDGETS.apiHtmlRaw,
  }));
}

/** The largest listing page of every build: the site, the real library, each synthetic size. */
function apiIndexLines(results: BenchResults): BudgetLine[] {
  const builds = [
    ...(results.build ? [{ label: 'site', figures: results.build }] : []),
    ...(results.real && 'build' in results.real ? [{ label: 'real library', figures: results.real }] : []),
    ...results.synthetic.map((figures) => ({ label: `synthetic ${figures.symbols}`, figures })),
  ];
  return builds.map(({ label, figures }) => ({
    check: `largest API index page HTML (${label})`,
    measured: `${kb(figures.apiIndexMaxBytes)} raw`,
    budget: `≤ ${kb(BUDGETS.apiIndexHtmlRaw)}`,
    pass: figures.apiIndexMaxBytes <= BUDGETS.apiIndexHtmlRaw,
  }));
}

function lighthouseLines(results: BenchResults): BudgetLine[] {
  return results.lighthouse.flatMap((figures) => {
    const where = `${figures.page.name}, ${figures.formFactor}`;
    const categories = [
      ['accessibility', figures.accessibility],
      ['best practices', figures.bestPractices],
      ['SEO', figures.seo],
    ] as const;
    const lines = categories.map(([name, score]) => ({
      check: `Lighthouse ${name}, ${where}`,
      measured: String(Math.round(score)),
      budget: `= ${BUDGETS.lighthouseCategory}`,
      pass: score >= BUDGETS.lighthouseCategory,
    }));
    if (figures.formFactor === 'mobile')
      lines.unshift({
        check: `Lighthouse performance, ${where}`,
        measured: String(Math.round(figures.performance)),
        budget: `≥ ${BUDGETS.mobilePerformance}`,
        pass: figures.performance >= BUDGETS.mobilePerformance,
      });
    return lines;
  });
}

/** Modal JS + CSS of the site's first open, which every build shares; the index bytes differ. */
export const modalBytes = (results: BenchResults) =>
  results.searchOpen ? results.searchOpen.js.gzip + results.searchOpen.css.gzip : undefined;

/** The builds whose search index was measured: the site, the real library, then each synthetic size. */
export const searchBuilds = (results: BenchResults) => [
  ...(results.search ? [{ label: 'site', search: results.search }] : []),
  ...(results.real && 'search' in results.real && results.real.search
    ? [{ label: 'real library', search: results.real.search }]
    : []),
  ...results.synthetic.flatMap((s) =>
    s.search ? [{ label: `synthetic ${s.symbols}`, search: s.search }] : [],
  ),
];

function searchLines(results: BenchResults): BudgetLine[] {
  const lines: BudgetLine[] = [];
  if (results.searchOpen)
    lines.push({
      check: 'search, bytes on first open (site, Chromium)',
      measured: `${kb(results.searchOpen.total.gzip)} gzip`,
      budget: `≤ ${kb(BUDGETS.searchFirstOpenGzip)}`,
      pass: results.searchOpen.total.gzip <= BUDGETS.searchFirstOpenGzip,
    });
  const modal = modalBytes(results);
  for (const { label, search } of searchBuilds(results).filter((build) => build.label !== 'site')) {
    if (modal === undefined) continue;
    const bytes = modal + search.firstQuery.gzip;
    lines.push({
      check: `search, bytes on first open (${label}: site modal + this index)`,
      measured: `${kb(bytes)} gzip`,
      budget: `≤ ${kb(BUDGETS.searchFirstOpenLargeGzip)}`,
      pass: bytes <= BUDGETS.searchFirstOpenLargeGzip,
    });
  }
  for (const { label, search } of searchBuilds(results))
    lines.push({
      check: `search, query p95 (${label}, ${search.records} records)`,
      measured: millis(search.latency.p95),
      budget: `≤ ${BUDGETS.searchP95Ms} ms`,
      pass: search.latency.p95 <= BUDGETS.searchP95Ms,
    });
  return lines;
}

export function checkBudgets(results: BenchResults): BudgetLine[] {
  return [
    ...jsLines(results),
    ...apiHtmlLines(results),
    ...apiIndexLines(results),
    ...lighthouseLines(results),
    ...searchLines(results),
  ];
}
