// The benchmark's verdicts: every measured figure against its budget in scripts/budgets.ts, the table
// the page-weight gate of `npm test` enforces too.
import { apiDetailLines, apiIndexLine, BUDGETS, firstLoadJsLine, type BudgetLine } from '../budgets';
import { kb, millis } from './format';
import { BUILD_TIME_RATIO } from './options';
import type { BenchResults } from './results';
import type { BuildFigures } from './site-build';

function jsLines(results: BenchResults): BudgetLine[] {
  return results.pages
    .filter((weight) => weight.page.jsBudget)
    .map((weight) => firstLoadJsLine(weight.page.name, weight.jsOnLoad.gzip));
}

function apiHtmlLines(results: BenchResults): BudgetLine[] {
  const builds = [
    ...(results.build ? [{ label: 'site', figures: results.build }] : []),
    ...results.synthetic.map((figures) => ({ label: `synthetic ${figures.symbols}`, figures })),
  ];
  return builds.flatMap(({ label, figures }) => apiDetailLines(label, figures.apiDetail));
}

/** The listing pages of every build: the site, the real library, each synthetic size. */
function apiIndexLines(results: BenchResults): BudgetLine[] {
  const builds = [
    ...(results.build ? [{ label: 'site', figures: results.build }] : []),
    ...(results.real && 'build' in results.real ? [{ label: 'real library', figures: results.real }] : []),
    ...results.synthetic.map((figures) => ({ label: `synthetic ${figures.symbols}`, figures })),
  ];
  return builds.map(({ label, figures }) => apiIndexLine(label, figures.apiIndex));
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

/** Prebuild and `next build` (with the post-build step) of a build, in ms. */
export const buildWallMs = (figures: BuildFigures) => (figures.prebuild?.wallMs ?? 0) + figures.build.wallMs;

/** The three-version build against the single-version one, both built in this run. */
function buildTimeLines(results: BenchResults): BudgetLine[] {
  const { build, baseline } = results;
  if (!build || !baseline) return [];
  const ratio = buildWallMs(build) / buildWallMs(baseline);
  return [
    {
      check: `build time, three docs versions ÷ one (${baseline.commit.slice(0, 7)})`,
      measured: `${ratio.toFixed(2)}× (${(buildWallMs(build) / 1000).toFixed(1)} s ÷ ${(buildWallMs(baseline) / 1000).toFixed(1)} s)`,
      budget: `≤ ${BUILD_TIME_RATIO}×`,
      pass: ratio <= BUILD_TIME_RATIO,
    },
  ];
}

export function checkBudgets(results: BenchResults): BudgetLine[] {
  return [
    ...buildTimeLines(results),
    ...jsLines(results),
    ...apiHtmlLines(results),
    ...apiIndexLines(results),
    ...lighthouseLines(results),
    ...searchLines(results),
  ];
}
