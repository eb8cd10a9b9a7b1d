// Report tables for search and Lighthouse (see report-tables.ts for build and page weight).
import { BUDGETS } from './budgets';
import { kb, millis, table } from './format';
import type { BenchResults } from './results';

export function searchTable(results: BenchResults): string {
  const rows: string[][] = [];
  const { search, searchOpen } = results;
  if (search) {
    rows.push([
      '`out/search-index.json`',
      `${kb(search.indexRaw)} raw, ${kb(search.indexGzip)} gzip, ${search.records} records`,
    ]);
    rows.push(['index parse + load in Node', millis(search.loadMs)]);
    const latency = (t: typeof search.latency) =>
      `p50 ${millis(t.p50)}, p95 ${millis(t.p95)}, max ${millis(t.max)} (${t.queries} timed queries)`;
    rows.push(['query latency, site index', latency(search.latency)]);
    rows.push([
      'p95 over queries of each query’s median (host noise removed)',
      millis(search.medianOfQueriesP95),
    ]);
    for (const s of search.synthetic)
      rows.push([`query latency, synthetic ${s.records} records`, latency(s.latency)]);
  }
  if (searchOpen) {
    const { total, js, css, index, prefetch } = searchOpen;
    const bytes = (b: typeof total) => `${kb(b.gzip)} gzip (${kb(b.raw)} raw) in ${b.requests} requests`;
    rows.push(['first open: modal JS + CSS + index, until the first hit', bytes(total)]);
    rows.push(['… modal JS', bytes(js)]);
    rows.push(['… CSS', bytes(css)]);
    rows.push(['… index', bytes(index)]);
    rows.push(['not counted: prefetches of hit pages, later chunks', bytes(prefetch)]);
  }
  return table(['search', 'figure'], rows);
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
      millis(l.tbt),
      l.cls.toFixed(3),
    ]),
  );
}
