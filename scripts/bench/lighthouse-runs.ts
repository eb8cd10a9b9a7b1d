// Lighthouse (mobile: default config; desktop: desktop-config) on each page type, Debian's Chromium
// started by chrome-launcher for every run. Reports the median of each figure over the runs, and TBT's
// lowest and highest run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LHResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { connect } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import { calibratedSlowdown, type FormFactor } from './cpu-slowdown';
import { median, spread } from './format';
import type { PageType } from './page-types';

export type { FormFactor } from './cpu-slowdown';

/**
 * The host's benchmark index right before a run, in the browser that run uses: Lighthouse's own benchmark
 * (the function it evaluates at the start of every run), median of three, since one 1-s sample varies by
 * a third on a shared machine.
 */
async function hostBenchmarkIndex(port: number): Promise<number> {
  const browser = await connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const samples: number[] = [];
    for (let i = 0; i < 3; i++)
      samples.push(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
    await page.close();
    return median(samples);
  } finally {
    await browser.disconnect();
  }
}

export interface LighthouseFigures {
  page: PageType;
  formFactor: FormFactor;
  runs: number;
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms, except CLS (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** TBT's lowest and highest run beside the median: on this 2-core machine it varies most of all figures. */
  tbtSpread: { min: number; median: number; max: number };
  /**
   * Lighthouse's own score of the processor's speed during the run (`environment.benchmarkIndex`, higher is
   * faster). Simulated throttling slows every machine by the same factor, so TBT is comparable only between
   * runs of a similar index: this machine's has ranged from about 1400 to 2700 within minutes.
   */
  benchmarkIndex: number;
  /** The CPU slowdown the runs simulated (median): the form factor's default unless calibrated. */
  cpuSlowdown: number;
}

type Scores = Omit<LighthouseFigures, 'page' | 'formFactor' | 'runs' | 'tbtSpread'>;

/**
 * One Lighthouse run on `url` in a fresh Chromium; fails on a runtime error when `strict`. With
 * `referenceIndex`, its CPU slowdown is calibrated (`calibratedSlowdown`) to the host's benchmark index
 * measured just before it.
 */
export async function lighthouseRun(
  url: string,
  formFactor: FormFactor,
  strict = false,
  referenceIndex?: number,
): Promise<LHResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const slowdown =
      referenceIndex === undefined
        ? undefined
        : calibratedSlowdown(formFactor, await hostBenchmarkIndex(chrome.port), referenceIndex);
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const };
    // Flags override the config's settings, the rest of its throttling kept.
    const result = await lighthouse(
      url,
      slowdown === undefined ? flags : { ...flags, throttling: { cpuSlowdownMultiplier: slowdown } },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const applied = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (slowdown !== undefined && applied !== slowdown)
      throw new Error(`Lighthouse ${url}: asked for a CPU slowdown of ${slowdown}, ran with ${applied}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) {
      const message = `Lighthouse ${formFactor} ${url}: ${runtimeError.code} ${runtimeError.message}`;
      if (strict) throw new Error(message);
      console.warn(`  ${message}`);
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function runOnce(url: string, formFactor: FormFactor, referenceIndex?: number): Promise<Scores> {
  const { categories, audits, environment, configSettings } = await lighthouseRun(
    url,
    formFactor,
    false,
    referenceIndex,
  );
  const score = (id: string) => (categories[id]?.score ?? Number.NaN) * 100;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: environment.benchmarkIndex,
    cpuSlowdown: configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
  };
}

export async function runLighthouse(
  origin: string,
  page: PageType,
  formFactor: FormFactor,
  runs: number,
  referenceIndex?: number,
): Promise<LighthouseFigures> {
  const samples: Scores[] = [];
  for (let run = 0; run < runs; run++)
    samples.push(await runOnce(origin + page.path, formFactor, referenceIndex));
  const middle = (key: keyof Scores) => median(samples.map((sample) => sample[key]));
  return {
    page,
    formFactor,
    runs,
    performance: middle('performance'),
    accessibility: middle('accessibility'),
    bestPractices: middle('bestPractices'),
    seo: middle('seo'),
    fcp: middle('fcp'),
    lcp: middle('lcp'),
    tbt: middle('tbt'),
    cls: middle('cls'),
    tbtSpread: spread(samples.map((sample) => sample.tbt)),
    benchmarkIndex: middle('benchmarkIndex'),
    cpuSlowdown: middle('cpuSlowdown'),
  };
}
