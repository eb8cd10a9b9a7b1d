// The split explorer's update time: in Chromium on the exported work-groups guide, a 4096 × 4096
// kernel over 64 devices (8 nodes × 8 devices), then the split hint switched between split_1d and
// split_2d. Two figures per change, both from performance.now() at the change event: the update's work
// (until the table shows the new first chunk and a forced style and layout pass returns: what has to fit
// into one frame), and the time until the frame after that (the work plus the wait for the display's
// next frame, which no update can shorten). The pictures and tables are scrolled into view first, as for a
// reader working the controls: off screen the browser skips painting them. Changes come 0.3 s apart, so
// that each is timed alone, not with the deferred work the previous one left (the transfer table, the URL).
// `tsx scripts/bench/explorer-update.ts [out]` runs this step alone on an existing export.
import type { Browser, Page } from 'playwright-core';
import { PRESETS } from '@/lib/explorer/ui-presets';
import { stateToQuery } from '@/lib/explorer/ui-state';
import { runAloneIfMain } from './run-alone';

export interface ExplorerUpdateFigure {
  /** Median and slowest work of `runs` updates, in milliseconds. */
  medianMs: number;
  maxMs: number;
  /** Median time to the frame after the update. */
  medianFrameMs: number;
  runs: number;
  chunks: number;
}

const RUNS = 15;
/** Between two changes, as when a reader works the controls (the URL is written 250 ms after a change). */
const SETTLE_MS = 300;
const STATE = {
  ...PRESETS['work-groups'],
  size: [4096, 4096] as [number, number],
  local: [0, 0] as [number, number],
  nodes: 8,
  devices: 8,
  split2d: true,
  accessors: [PRESETS['range-mappers'].accessors[0]!, PRESETS['range-mappers'].accessors[1]!].map((a) => ({
    ...a,
    range: [4096, 4096] as [number, number],
  })),
};

// In-page code as text: tsx would wrap the named functions of a compiled callback in a `__name` helper
// that the page does not have.
const TIME_UPDATE = `async (value) => {
  const root = document.getElementById('explorer-work-groups');
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent === 'Split hint');
  const select = label.control;
  const firstBox = () => root.querySelector('[data-testid="xp-chunks"] tbody td')?.textContent;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // A task, not a frame: polling by frames would count the wait for the display as work.
  const task = () => new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(0); });
  const before = firstBox();
  const start = performance.now();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await Promise.resolve();
  while (firstBox() === before) await task();
  root.getBoundingClientRect();
  const work = performance.now() - start;
  await frame();
  const toFrame = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, ${SETTLE_MS}));
  return [work, toFrame];
}`;

/** Switches the split hint and resolves with the update's work and the time to the frame after it. */
function timeUpdate(page: Page, hint: '1d' | '2d'): Promise<[number, number]> {
  return page.evaluate(`(${TIME_UPDATE})(${JSON.stringify(hint)})`) as Promise<[number, number]>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function measureExplorerUpdate(browser: Browser, origin: string): Promise<ExplorerUpdateFigure> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${origin}/docs/work-groups/?explorer=explorer-work-groups&${stateToQuery(STATE)}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.locator('#explorer-work-groups [data-testid="xp-chunks"] tbody tr').nth(63).waitFor();
    await page.locator('#explorer-work-groups .xp-view').evaluate((view) => view.scrollIntoView());
    const times: Array<[number, number]> = [];
    for (let i = 0; i < RUNS; i++) times.push(await timeUpdate(page, i % 2 === 0 ? '1d' : '2d'));
    const work = times.map(([ms]) => ms);
    return {
      medianMs: median(work),
      maxMs: Math.max(...work),
      medianFrameMs: median(times.map(([, ms]) => ms)),
      runs: RUNS,
      chunks: 64,
    };
  } finally {
    await page.close();
  }
}

export function formatExplorerUpdate(figure: ExplorerUpdateFigure): string {
  return `Explorer update (4096 × 4096 kernel, ${figure.chunks} devices, recompute, redraw, style and layout): median ${figure.medianMs.toFixed(1)} ms, slowest ${figure.maxMs.toFixed(1)} ms over ${figure.runs} runs (target ≤ 16 ms, one frame); to the next frame: median ${figure.medianFrameMs.toFixed(1)} ms`;
}

runAloneIfMain(import.meta.url, async (browser, origin) =>
  formatExplorerUpdate(await measureExplorerUpdate(browser, origin)),
);
