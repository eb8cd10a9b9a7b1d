// Lighthouse (mobile: default config; desktop: desktop-config) on each page type, Debian's Chromium
// started by chrome-launcher for every run. Reports the median of each figure over the runs, and TBT's
// lowest and highest run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result as LHResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import { median, spread } from './format';
import type { PageType } from './page-types';

export type FormFactor = 'mobile' | 'desktop';

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
}

type Scores = Omit<LighthouseFigures, 'page' | 'formFactor' | 'runs' | 'tbtSpread'>;

/** One Lighthouse run on `url` in a fresh Chromium; fails on a runtime error when `strict`. */
export async function lighthouseRun(url: string, formFactor: FormFactor, strict = false): Promise<LHResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
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

async function runOnce(url: string, formFactor: FormFactor): Promise<Scores> {
  const { categories, audits, environment } = await lighthouseRun(url, formFactor);
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
  };
}

export async function runLighthouse(
  origin: string,
  page: PageType,
  formFactor: FormFactor,
  runs: number,
): Promise<LighthouseFigures> {
  const samples: Scores[] = [];
  for (let run = 0; run < runs; run++) samples.push(await runOnce(origin + page.path, formFactor));
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
  };
}
