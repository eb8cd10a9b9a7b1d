// Report tables for search and Lighthouse (see report-tables.ts for build and page weight).
import { BUDGETS } from '../budgets';
import { modalBytes, searchBuilds } from './budget-lines';
import { kb, millis, millisSpread, slowdown, table } from './format';
import type { BenchResults } from './results';
import type { FetchFigures } from '@/lib/search/search-benchmark';

const fetched = (f: FetchFigures) => `${kb(f.gzip)} / ${f.files}`;

/** One row per build: the index, what a reader downloads, latency and the everyday queries. */
export function searchIndexTable(results: BenchResults): string {
  const modal = modalBytes(results);
  return table(
    [
      'build',
      'records',
      'base file',
      'shards (files)',
      'blocks (files)',
      'first query',
      '`buffer` typed',
      '10 queries',
      'first open (+ modal JS/CSS)',
      'p50 / p95',
      'p95 of medians',
      'everyday queries',
    ],
    searchBuilds(results).map(({ label, search: s }) => [
      label,
      String(s.records),
      kb(s.files.base.gzip),
      `${kb(s.files.leaves.gzip)} (${s.files.leaves.files})`,
      `${kb(s.files.blocks.gzip)} (${s.files.blocks.files})`,
      fetched(s.firstQuery),
      fetched(s.typed),
      fetched(s.tenQueries),
      modal === undefined ? '–' : kb(modal + s.firstQuery.gzip),
      `${millis(s.latency.p50)} / ${millis(s.latency.p95)}`,
      millis(s.medianOfQueriesP95),
      `${s.everyday.passed}/${s.everyday.total}`,
    ]),
  );
}

export function searchOpenTable(results: BenchResults): string {
  const { searchOpen } = results;
  if (!searchOpen) return '';
  const { total, js, css, index, prefetch } = searchOpen;
  const bytes = (b: typeof total) => `${kb(b.gzip)} gzip (${kb(b.raw)} raw) in ${b.requests} requests`;
  return table(
    ['first open in Chromium (site)', 'figure'],
    [
      ['modal JS + CSS + index files, until the first hit', bytes(total)],
      ['… modal JS', bytes(js)],
      ['… CSS', bytes(css)],
      ['… index files', bytes(index)],
      ['not counted: prefetches of hit pages, later chunks', bytes(prefetch)],
    ],
  );
}

export function lighthouseTable(results: BenchResults): string {
  const mark = (value: number, ok: boolean) =>
    Number.isNaN(value) ? 'n/a' : ok ? String(Math.round(value)) : `**${Math.round(value)}** ✗`;
  return table(
    [
      'page',
      'form factor',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'benchmark index',
      'CPU slowdown',
    ],
    results.lighthouse.map((l) => [
      l.page.name,
      l.formFactor,
      mark(l.performance, l.formFactor === 'desktop' || l.performance >= BUDGETS.mobilePerformance),
      mark(l.accessibility, l.accessibility >= BUDGETS.lighthouseCategory),
      mark(l.bestPractices, l.bestPractices >= BUDGETS.lighthouseCategory),
      mark(l.seo, l.seo >= BUDGETS.lighthouseCategory),
      millis(l.fcp),
      millis(l.lcp),
      millisSpread(l.tbtSpread),
      l.cls.toFixed(3),
      String(Math.round(l.benchmarkIndex)),
      slowdown(l.cpuSlowdown),
    ]),
  );
}
