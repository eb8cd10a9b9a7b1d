// `npm run bench`: builds the site (and synthetic API sizes, and an empty Next app) in temporary
// copies, measures build time, memory, page weight, search and Lighthouse, compares the figures with
// the budgets and writes BENCHMARKS.md. Run steps one after another: they compete for the same cores.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterLoadTypes, measureAfterLoad } from './after-load';
import { launchBrowser } from './browser';
import { checkBudgets } from './budget-lines';
import { measureExplorerUpdate } from './explorer-update';
import { measureFrameworkFloor } from './framework-floor';
import { runLighthouse, type FormFactor } from './lighthouse-runs';
import { machineInfo } from './machine';
import { parseOptions, type BenchOptions } from './options';
import { measurePage, measureSearchOpen } from './page-weight';
import { pageTypes, type PageType } from './page-types';
import { buildRealLibrary, realSource } from './real-build';
import { lighthouseSpeedWarning, renderFigures, writeReport } from './report';
import type { BenchResults } from './results';
import { measureSearchIsolated } from './search-figures';
import { serveExport } from './serve-export';
import { buildDefaultSite, bufferRecordId } from './site-build';
import { buildSyntheticSize } from './synthetic-build';
import { createSiteCopy, removeDir } from './workspace';

/** The page types to measure: all, or those `--pages` names. */
function selectedTypes(options: BenchOptions, dir: string): PageType[] {
  const all = pageTypes(bufferRecordId(dir));
  if (options.pages.size === 0) return all;
  const unknown = [...options.pages].filter((name) => !all.some((type) => type.name === name));
  if (unknown.length > 0)
    throw new Error(
      `--pages: unknown page type(s) ${unknown.map((name) => `"${name}"`).join(', ')} (known: ${all.map((type) => type.name).join(', ')})`,
    );
  return all.filter((type) => options.pages.has(type.name));
}

async function measureServedSite(
  options: BenchOptions,
  dir: string,
  browser: Browser,
  results: BenchResults,
) {
  const types = selectedTypes(options, dir);
  const server = await serveExport(path.join(dir, 'out'));
  const compare = options.compare ? await serveExport(options.compare) : undefined;
  try {
    if (!options.skip.has('pages')) {
      console.log('Page weight …');
      for (const type of types) results.pages.push(await measurePage(browser, server.origin, type));
      results.searchOpen = await measureSearchOpen(browser, `${server.origin}/docs/getting-started/`);
    }
    if (!options.skip.has('after-load')) {
      console.log('After load (network idle, hover to navigation) …');
      for (const type of afterLoadTypes(types))
        results.afterLoad.push(await measureAfterLoad(browser, server.origin, type));
    }
    if (!options.skip.has('explorer')) {
      console.log('Explorer update …');
      results.explorer = await measureExplorerUpdate(browser, server.origin);
    }
    if (!options.skip.has('lighthouse')) {
      const formFactors: FormFactor[] = options.skip.has('desktop') ? ['mobile'] : ['mobile', 'desktop'];
      for (const formFactor of formFactors)
        for (const type of types) {
          console.log(`Lighthouse ${formFactor} ${type.path} (${options.runs} run(s)) …`);
          results.lighthouse.push(
            await runLighthouse(server.origin, type, formFactor, options.runs, options.cpuReference),
          );
          // The A/B: the same page of the other export right after ours, so both see the same machine.
          if (compare && existsSync(exportedPage(options.compare!, type))) {
            console.log(`Lighthouse ${formFactor} ${type.path} of ${options.compare} …`);
            results.compare.push(
              await runLighthouse(compare.origin, type, formFactor, options.runs, options.cpuReference),
            );
          }
        }
    }
  } finally {
    await server.close();
    await compare?.close();
  }
}

const exportedPage = (dir: string, type: PageType) => path.join(dir, type.path, 'index.html');

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const startedAt = new Date();
  const tempDirs: string[] = [];
  console.log('Copying the repository (git archive HEAD) …');
  const copy = createSiteCopy();
  tempDirs.push(copy.dir);
  const results: BenchResults = {
    command: ['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(
      ' ',
    ),
    startedAt,
    durationMs: 0,
    commit: copy.commit,
    machine: machineInfo(),
    synthetic: [],
    pages: [],
    afterLoad: [],
    lighthouse: [],
    lighthouseRuns: options.runs,
    cpuReference: options.cpuReference,
    compare: [],
    compareDir: options.compare,
  };
  const source = realSource(options.source);
  // Launched inside the try, so a failed launch still removes the copy.
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    console.log(`Building the site in ${copy.dir} …`);
    results.build = await buildDefaultSite(copy.dir);
    if (!options.skip.has('search')) {
      console.log('Search latency …');
      results.search = measureSearchIsolated(path.join(copy.dir, 'out'));
    }
    await measureServedSite(options, copy.dir, browser, results);
    if (!options.skip.has('baseline')) {
      const old = createSiteCopy(options.baseline);
      tempDirs.push(old.dir);
      console.log(`Building ${options.baseline} (one docs version) in ${old.dir} …`);
      results.baseline = { ...(await buildDefaultSite(old.dir)), commit: old.commit };
    }
    if (!options.skip.has('floor')) {
      console.log('Framework floor …');
      results.floor = await measureFrameworkFloor(browser);
      tempDirs.push(results.floor.dir);
    }
    await browser.close();
    if (source)
      // A failed real build (e.g. content naming API the checkout lacks) is reported, not fatal: the
      // other figures of the run stay.
      results.real = await buildRealLibrary(copy.dir, source, {
        ref: options.sourceRef,
        search: !options.skip.has('search'),
      }).catch((error: unknown) => {
        const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        console.error(`Real library build failed: ${reason} (log: ${copy.dir}/real-*.log)`);
        return { source, failed: reason };
      });
    else console.log('Real library: skipped (no --source and no CELERITY_SOURCE).');
    if (!options.skip.has('synthetic'))
      for (const size of options.sizes)
        results.synthetic.push(
          await buildSyntheticSize(copy.dir, size, { search: !options.skip.has('search') }),
        );
  } finally {
    await browser?.close().catch(() => {});
    if (options.keep) console.log(`Kept: ${tempDirs.join(', ')}`);
    else tempDirs.forEach(removeDir);
  }
  results.durationMs = Date.now() - startedAt.getTime();
  const budgets = checkBudgets(results);
  console.log(`\n${renderFigures(results, budgets)}\n`);
  for (const line of budgets)
    console.log(`${line.pass ? 'PASS' : 'MISS'}  ${line.check}: ${line.measured} (${line.budget})`);
  writeReport(options.reportPath, results, budgets);
  const misses = budgets.filter((line) => !line.pass).length;
  console.log(`\n${misses} of ${budgets.length} budget(s) missed. Wrote ${options.reportPath}.`);
  const warning = lighthouseSpeedWarning(results);
  if (warning) console.warn(`\n${warning}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
