// The report's tables, one function per area; printed to the terminal and written to BENCHMARKS.md.
import type { BudgetLine } from '../budgets';
import { kb, mb, seconds, table } from './format';
import type { BenchResults } from './results';
import type { BuildFigures } from './site-build';

export function budgetTable(lines: readonly BudgetLine[]): string {
  return table(
    ['check', 'measured', 'budget', 'verdict'],
    lines.map((line) => [line.check, line.measured, line.budget, line.pass ? 'PASS' : '**MISS**']),
  );
}

export function buildTable(results: BenchResults): string {
  const rows: string[][] = [];
  const { build, baseline, floor } = results;
  const siteRow = (label: string, figures: BuildFigures) => [
    label,
    figures.prebuild ? seconds(figures.prebuild.wallMs) : '–',
    seconds(figures.build.wallMs),
    mb(figures.build.maxRssKb),
    mb(figures.build.peakTreeRssKb),
    String(figures.htmlPages),
    String(figures.apiPages),
    figures.pagesPerSecond.toFixed(1),
  ];
  if (build) rows.push(siteRow('site (synopsis API)', build));
  if (baseline) rows.push(siteRow(`site at ${baseline.commit.slice(0, 7)} (one docs version)`, baseline));
  for (const s of results.synthetic) rows.push(siteRow(`synthetic, ${s.symbols} symbols + synopsis`, s));
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
    [
      'symbols',
      'API pages',
      'extraction',
      'extract RSS',
      'build ms/page',
      'detail HTML min',
      'median',
      'max',
      'largest index',
    ],
    results.synthetic.map((s) => [
      String(s.symbols),
      String(s.apiPages),
      seconds(s.extraction.wallMs),
      mb(s.extraction.maxRssKb),
      s.msPerPage.toFixed(0),
      kb(s.apiHtmlBytes.min),
      kb(s.apiHtmlBytes.median),
      kb(s.apiHtmlBytes.max),
      kb(s.apiIndexMaxBytes),
    ]),
  );
}

export function pageWeightTable(results: BenchResults): string {
  const floorJs = results.floor?.weight.jsOnLoad.gzip;
  const rows = results.pages.map((w) => [
    `${w.page.name} \`${w.page.path}\``,
    kb(w.html.raw),
    kb(w.html.gzip),
    `${kb(w.payload.raw)} / ${kb(w.payload.gzip)}`,
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
      '– (inline)',
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
      'route payload raw / gzip',
      'JS on load raw',
      'JS on load gzip',
      'JS requests',
      'our JS (− floor)',
      'JS after load gzip / requests',
    ],
    rows,
  );
}
