// Report tables for the real-library build (`--source`) and the first-paint A/B against a second export
// (`--compare`).
import { BUDGETS } from '../budgets';
import { modalBytes } from './budget-lines';
import { kb, mb, millis, millisSpread, seconds, slowdown, table } from './format';
import type { BenchResults } from './results';

export function realLibraryTable(results: BenchResults): string {
  const real = results.real;
  if (!real) return 'Skipped: no `--source` and no `CELERITY_SOURCE` given.';
  if ('failed' in real) return `The build from \`${real.source}\` failed: ${real.failed}`;
  const modal = modalBytes(results);
  const firstOpen = real.search && modal !== undefined ? kb(modal + real.search.firstQuery.gzip) : '–';
  return table(
    ['figure', 'real library'],
    [
      ['checkout', `\`${real.source}\`${real.ref ? ` (${real.ref})` : ''}`],
      ['prebuild (extraction, checks)', real.prebuild ? seconds(real.prebuild.wallMs) : '–'],
      ['next build + postbuild', seconds(real.build.wallMs)],
      [
        'peak RSS (largest process / process tree)',
        `${mb(real.build.maxRssKb)} / ${mb(real.build.peakTreeRssKb)}`,
      ],
      ['guide names this checkout lacks (left unlinked)', String(real.unknownNames)],
      ['HTML pages (API pages)', `${real.htmlPages} (${real.apiPages})`],
      [
        '`out/` size (route payload files in it)',
        `${mb(real.outBytes / 1024)} (${mb(real.payloadBytes / 1024)})`,
      ],
      [
        'API detail page HTML: median / p95 / max',
        `${kb(real.apiHtml.median)} / ${kb(real.apiHtml.p95)} / ${kb(real.apiHtml.max)}`,
      ],
      ['largest API index page', kb(real.apiIndexMaxBytes)],
      [
        'search first open (modal JS/CSS + first query), gzip',
        `${firstOpen} (budget ≤ ${kb(BUDGETS.searchFirstOpenLargeGzip)})`,
      ],
    ],
  );
}

/** Ours against the `--compare` export, per page type and form factor (median of the runs). */
export function compareTable(results: BenchResults): string {
  const rows = results.compare.map((theirs) => {
    const ours = results.lighthouse.find(
      (l) => l.formFactor === theirs.formFactor && l.page.name === theirs.page.name,
    );
    const pair = (a: number | undefined, b: number) => `${a === undefined ? '–' : millis(a)} / ${millis(b)}`;
    return [
      theirs.page.name,
      theirs.formFactor,
      pair(ours?.fcp, theirs.fcp),
      ours ? `${(ours.fcp / theirs.fcp).toFixed(2)}` : '–',
      pair(ours?.lcp, theirs.lcp),
      `${ours ? millisSpread(ours.tbtSpread) : '–'} / ${millisSpread(theirs.tbtSpread)}`,
      `${ours?.cls.toFixed(3) ?? '–'} / ${theirs.cls.toFixed(3)}`,
      `${ours ? Math.round(ours.performance) : '–'} / ${Math.round(theirs.performance)}`,
      `${ours ? Math.round(ours.benchmarkIndex) : '–'} / ${Math.round(theirs.benchmarkIndex)}`,
      `${ours ? slowdown(ours.cpuSlowdown) : '–'} / ${slowdown(theirs.cpuSlowdown)}`,
    ];
  });
  return table(
    [
      'page',
      'form factor',
      'FCP ours / theirs',
      'FCP ratio',
      'LCP',
      'TBT',
      'CLS',
      'performance',
      'benchmark index',
      'CPU slowdown',
    ],
    rows,
  );
}
