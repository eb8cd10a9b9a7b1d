// Assembles BENCHMARKS.md. Everything is regenerated except the hand-written analysis between the
// NOTES markers, which is carried over from the previous report so a rerun keeps it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { BUDGETS, type BudgetLine } from '../budgets';
import { kb, median, seconds, table } from './format';
import { slowMachineWarning } from './cpu-slowdown';
import type { BenchResults } from './results';
import { afterLoadTable } from './after-load';
import { formatExplorerUpdate } from './explorer-update';
import { lighthouseTable, searchIndexTable, searchOpenTable } from './report-search-lighthouse';
import type { XrefFigures } from '../connect-figures';
import { compareTable, realLibraryTable } from './report-real-compare';
import { budgetTable, buildTable, pageWeightTable, scalingTable } from './report-tables';

const DEFAULT_NOTES = '_No analysis written yet._';

/** A hand-written block between `<!-- {name}: hand-written… -->` and `<!-- /{name} -->`. */
const notesMarkers = (name: string) => ({
  start: `<!-- ${name}: hand-written, kept when the report is regenerated -->`,
  end: `<!-- /${name} -->`,
});

function previousNotes(file: string, name: string): string {
  if (!existsSync(file)) return DEFAULT_NOTES;
  const text = readFileSync(file, 'utf8');
  const { start: startMarker, end: endMarker } = notesMarkers(name);
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  return start >= 0 && end > start ? text.slice(start + startMarker.length, end).trim() : DEFAULT_NOTES;
}

const notesBlock = (name: string, notes: string) => {
  const { start, end } = notesMarkers(name);
  return `${start}\n${notes}\n${end}`;
};

function machineTable(results: BenchResults): string {
  const { machine } = results;
  return table(
    ['', ''],
    [
      ['OS', machine.os],
      ['CPU', `${machine.cpu}, ${machine.cores} cores`],
      ['memory', machine.memory],
      ['load average at start (1 min)', machine.loadAverage.toFixed(1)],
      ['Node.js', machine.node],
      ['Chromium', machine.chromium],
      ...Object.entries(machine.packages).map(([name, version]) => [`\`${name}\``, version]),
    ],
  );
}

/** What the budgets of scripts/budgets.ts hold the figures to, in words. */
const BUDGET_TEXT = `First-load JS of guide and API pages ≤ ${kb(BUDGETS.firstLoadJsGzip)} gzip. API detail pages (symbols and member pages): the median page ≤ ${kb(BUDGETS.apiDetailMedianRaw)} raw HTML, every page ≤ ${kb(BUDGETS.apiDetailPageGzip)} gzip (long overload sets are content, not shell: no raw limit per page). Pages that list symbols ≤ ${kb(BUDGETS.apiIndexHtmlRaw)} raw at any API size. API changes pages (one per release step) ≤ ${kb(BUDGETS.apiChangesPageGzip)} gzip each. Search: first open ≤ ${kb(BUDGETS.searchFirstOpenGzip)} gzip (≤ ${kb(BUDGETS.searchFirstOpenLargeGzip)} for the large APIs), query p95 ≤ ${BUDGETS.searchP95Ms} ms. Lighthouse: ${BUDGETS.lighthouseCategory} for accessibility, best practices and SEO, performance ≥ ${BUDGETS.mobilePerformance} on mobile.`;

/** The figures as Markdown sections: what the terminal shows and the body of the report. */
export function renderFigures(
  results: BenchResults,
  budgets: readonly BudgetLine[],
  searchNotes?: string,
): string {
  const sections: string[] = [`## Budgets\n\n${BUDGET_TEXT}\n\n${budgetTable(budgets)}`];
  if (results.build || results.synthetic.length > 0 || results.floor)
    sections.push(
      `## Build time and memory\n\nWall time of each step; peak resident memory of its largest process (GNU \`time -v\`) and of its whole process tree (sampled with \`ps\` every 250 ms; \`next build\` renders pages in worker processes).\n\n${buildTable(results)}`,
    );
  sections.push(
    `## Real library build\n\nThe site built from a celerity-runtime checkout's \`include/\` (\`--source\` or \`CELERITY_SOURCE\`), as it is deployed. Search first open: the site's modal JS and CSS measured in Chromium plus this build's first-query index files (Node).\n\n${realLibraryTable(results)}`,
  );
  if (results.build?.xref) sections.push(`## Connected docs\n\n${xrefTable(results.build.xref)}`);
  if (results.synthetic.length > 0)
    sections.push(
      `### Scaling with the API size\n\nSynthetic headers (classes with 4 documented methods, enums, aliases and free functions in four namespaces) are added beside the synopsis in the build copy, whose API the guides name and link; "symbols" counts the generated ones. "API pages" counts every HTML page under \`/docs/api/\`; "largest index" is the largest page that lists symbols (a kind's index or a namespace page). "extraction" is the model extraction alone; prebuild (in the build table) also checks content and connects the docs.\n\n${scalingTable(results)}`,
    );
  if (results.pages.length > 0)
    sections.push(
      `## Page weight\n\nLoaded in Chromium from the gzip-serving static server. "JS on load" is every script requested until the page has hydrated (the framework floor: until the \`load\` event; our pages start their scripts after the first paint, which can come after \`load\`); gzip sizes are what the server sends. "Route payload" is the page's React Server Components data, which the page fetches from its \`index.txt\` (Next.js would inline it into the HTML; see docs/architecture.md). "Our JS" subtracts the framework floor (an empty App Router app with one link, same versions).\n\n${pageWeightTable(results)}`,
    );
  if (results.search || results.searchOpen)
    sections.push(
      `## Search\n\nThe local index is split (lib/search/client/index-format.ts): a base file, term shards fetched per query word, record blocks fetched for the hits shown. Per build, measured in Node on the export's \`out/search-index/\`: index bytes (gzip / files) a reader fetches for the first query \`buffer\` (base file included), for \`buffer\` typed letter by letter (one query per letter, as DocSearch sends them), and for ten everyday queries; "first open" adds the modal's JS and CSS measured in Chromium on the site. Latency: \`measureQueries\` over the ranking and everyday query sets (\`tests/unit/search/\`), 20 rounds after a warm-up that loads their shards. Everyday queries: the expected page among the first three hits.\n\n${searchIndexTable(results)}\n\nFirst open in Chromium: on the guide page, click the search button, type \`buffer\`, wait for the first hit; everything requested meanwhile.\n\n${searchOpenTable(results)}${searchNotes === undefined ? '' : `\n\n${notesBlock('search notes', searchNotes)}`}`,
    );
  if (results.afterLoad.length > 0)
    sections.push(
      `## After load\n\nEverything a page requests by network idle in Chromium (1280 × 900, gzip-serving static server; the page's own HTML, scripts, styles and payload included): decoded bytes and their gzip size. "Route prefetches" are route payloads of other pages; links prefetch on intent only (components/layout/app-link.tsx). "Hover → page": a link to another page (docs sidebar; navbar on home) hovered, clicked 300 ms later, until the new h1 shows (median of ${results.afterLoad[0]!.runs} runs).\n\n${afterLoadTable(results.afterLoad)}`,
    );
  if (results.explorer) sections.push(`## Split explorer\n\n${formatExplorerUpdate(results.explorer)}.`);
  if (results.lighthouse.length > 0)
    sections.push(
      `## Lighthouse\n\nMedian of ${results.lighthouseRuns} run(s) per page and form factor (mobile: default config with simulated throttling; desktop: \`desktop-config\`). ✗ marks a miss of the targets: 100 for accessibility, best practices and SEO; performance ≥ 95 on mobile. Benchmark index: Lighthouse's score of the processor's speed during the runs (median, higher is faster). ${cpuSlowdownText(results)} TBT varies most from run to run: its lowest and highest run are in brackets.\n\n${lighthouseTable(results)}`,
    );
  if (results.compare.length > 0)
    sections.push(
      `### First paint against \`${results.compareDir}\`\n\nLighthouse, mobile and desktop (simulated throttling, median of ${results.lighthouseRuns} run(s)) on the same paths of a second export served the same way (gzip), each page right after ours. Ratio: our FCP ÷ theirs. TBT: median, with the lowest and highest run in brackets.\n\n${compareTable(results)}`,
    );
  return sections.join('\n\n');
}

/** How the runs' CPU slowdown was chosen: Lighthouse's fixed one, or calibrated (`--cpu-reference`). */
/** This run's slow-machine warning (`slowMachineWarning`), for the report and the console alike. */
export function lighthouseSpeedWarning(results: BenchResults): string | undefined {
  return slowMachineWarning(
    median(results.lighthouse.map((l) => l.benchmarkIndex)),
    results.cpuReference !== undefined,
  );
}

function cpuSlowdownText(results: BenchResults): string {
  const reference = results.cpuReference;
  const warning = lighthouseSpeedWarning(results);
  return reference === undefined
    ? `CPU slowdown: Lighthouse's own (4× mobile, 1× desktop), the same on every machine, so TBT figures compare only between runs of a similar index.${warning ? ` **${warning}**` : ''}`
    : `CPU slowdown calibrated to a benchmark index of ${reference} (\`--cpu-reference\`): each run's is Lighthouse's own (4× mobile, 1× desktop) × the index measured just before it ÷ ${reference}, so a slower or faster machine simulates the same device as a machine of that index does with the fixed slowdown (Lighthouse's throttling guide). Its median is in the column "CPU slowdown"; Lighthouse's own index, one sample at the start of each run, is in the column "benchmark index" and varies around the one used (by about a fifth on a shared machine).`;
}

/** Links in code samples and signature cards of the default build (prebuild's count). */
function xrefTable(xref: XrefFigures): string {
  const { total, linked, unresolved } = xref.guideCodeNames;
  const share = total === 0 ? '–' : `${((100 * linked) / total).toFixed(1)} %`;
  return table(
    ['figure', 'value'],
    [
      ['`celerity::` names in guide code that link', `${linked} of ${total} (${share})`],
      [
        'unresolved',
        unresolved.length === 0
          ? 'none'
          : unresolved.map((use) => `\`${use.name}\` (${use.file}:${use.line}: ${use.reason})`).join(', '),
      ],
      ['links in code samples (guides, blog, home, API examples)', String(xref.codeLinks)],
      ['signature cards (one file per link target)', String(xref.cards.count)],
      ['card data per symbol, median / max', `${xref.cards.medianBytes} B / ${xref.cards.maxBytes} B`],
    ],
  );
}

function missList(budgets: readonly BudgetLine[]): string {
  const misses = budgets.filter((line) => !line.pass);
  if (misses.length === 0) return 'Every budget measured in this run passes.';
  return misses.map((line) => `- ${line.check}: ${line.measured} (budget ${line.budget})`).join('\n');
}

export function writeReport(file: string, results: BenchResults, budgets: readonly BudgetLine[]): void {
  const notes = previousNotes(file, 'notes');
  const { machine } = results;
  const text = `# Benchmarks

Generated by \`npm run bench\` (\`scripts/bench/\`); not part of \`npm test\`. The budgets are one table, \`scripts/budgets.ts\`: the page-weight gate of \`npm test\` (\`scripts/check-budgets.ts\`) enforces those it can measure on \`out/\` (first-load JS, API page HTML); search and Lighthouse are measured here only.

- Command: \`${results.command}\`
- Date: ${results.startedAt.toISOString()} (took ${seconds(results.durationMs)})
- Commit: \`${results.commit}\` (built from \`git archive HEAD\` in a temporary copy)
- Machine: ${machine.os}; ${machine.cores} cores; ${machine.memory}; load average ${machine.loadAverage.toFixed(1)} at start; Node ${machine.node}; ${machine.chromium}

${renderFigures(results, budgets, previousNotes(file, 'search notes'))}

## Where we miss

${missList(budgets)}

${notesBlock('notes', notes)}

## Machine and versions

${machineTable(results)}
`;
  writeFileSync(file, text);
}
