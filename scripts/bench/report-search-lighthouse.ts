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
    for (const s of search.synthetic)
      rows.push([`query latency, synthetic ${s.records} records`, latency(s.latency)]);
  }
  if (searchOpen) {
    const { total, js, index, other } = searchOpen;
    rows.push([
      'first open (click, type, first hit)',
      `${kb(total.gzip)} gzip (${kb(total.raw)} raw) in ${total.requests} requests`,
    ]);
    rows.push(['… of which JS', `${kb(js.gzip)} gzip in ${js.requests} requests`]);
    rows.push(['… of which index', `${kb(index.gzip)} gzip in ${index.requests} requests`]);
    rows.push(['… of which CSS and other', `${kb(other.gzip)} gzip in ${other.requests} requests`]);
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
