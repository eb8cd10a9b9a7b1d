// The report's tables, one function per area; printed to the terminal and written to BENCHMARKS.md.
import { BUDGETS, type BudgetLine } from './budgets';
import { kb, mb, millis, seconds, table } from './format';
import type { BenchResults } from './results';

export function budgetTable(lines: readonly BudgetLine[]): string {
  return table(
    ['check', 'measured', 'budget', 'verdict'],
    lines.map((line) => [line.check, line.measured, line.budget, line.pass ? 'PASS' : '**MISS**']),
  );
}

export function buildTable(results: BenchResults): string {
  const rows: string[][] = [];
  const { build, floor } = results;
  if (build)
    rows.push([
      'site (synopsis API)',
      build.prebuild ? seconds(build.prebuild.wallMs) : '–',
      seconds(build.build.wallMs),
      mb(build.build.maxRssKb),
      mb(build.build.peakTreeRssKb),
      String(build.htmlPages),
      String(build.apiPages),
      build.pagesPerSecond.toFixed(1),
    ]);
  for (const s of results.synthetic)
    rows.push([
      `synthetic, ${s.symbols} symbols`,
      `${seconds(s.extraction.wallMs)} (extract)`,
      seconds(s.build.wallMs),
      mb(s.build.maxRssKb),
      mb(s.build.peakTreeRssKb),
      String(s.htmlPages),
      String(s.apiPages),
      s.pagesPerSecond.toFixed(1),
    ]);
  if (floor)
    rows.push([
      'empty Next app (floor)',
      '–',
      seconds(floor.build.wallMs),
      mb(floor.build.maxRssKb),
      mb(floor.build.peakTreeRssKb),
      '–',
      '–',
      '–',
    ]);
  return table(
    [
      'build',
      'prebuild',
      'next build',
      'peak RSS (largest process)',
      'peak RSS (process tree)',
      'HTML pages',
      'API pages',
      'pages/s',
    ],
    rows,
  );
}

export function scalingTable(results: BenchResults): string {
  return table(
    ['symbols', 'API pages', 'extraction', 'extract RSS', 'build ms/page', 'API HTML min', 'median', 'max'],
    results.synthetic.map((s) => [
      String(s.symbols),
      String(s.apiPages),
      seconds(s.extraction.wallMs),
      mb(s.extraction.maxRssKb),
      s.msPerPage.toFixed(0),
      kb(s.apiHtmlBytes.min),
      kb(s.apiHtmlBytes.median),
      kb(s.apiHtmlBytes.max),
    ]),
  );
}

export function pageWeightTable(results: BenchResults): string {
  const floorJs = results.floor?.weight.jsOnLoad.gzip;
  const rows = results.pages.map((w) => [
    `${w.page.name} \`${w.page.path}\``,
    kb(w.html.raw),
    kb(w.html.gzip),
    kb(w.jsOnLoad.raw),
    kb(w.jsOnLoad.gzip),
    String(w.jsOnLoad.requests),
    floorJs === undefined ? '–' : kb(w.jsOnLoad.gzip - floorJs),
    `${kb(w.jsAfterLoad.gzip)} / ${w.jsAfterLoad.requests}`,
  ]);
  if (results.floor) {
    const w = results.floor.weight;
    rows.push([
      'empty Next app (framework floor)',
      kb(w.html.raw),
      kb(w.html.gzip),
      kb(w.jsOnLoad.raw),
      kb(w.jsOnLoad.gzip),
      String(w.jsOnLoad.requests),
      '0',
      `${kb(w.jsAfterLoad.gzip)} / ${w.jsAfterLoad.requests}`,
    ]);
  }
  return table(
    [
      'page',
      'HTML raw',
      'HTML gzip',
      'JS on load raw',
      'JS on load gzip',
      'JS requests',
      'our JS (− floor)',
      'JS after load gzip / requests',
    ],
    rows,
  );
}

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
