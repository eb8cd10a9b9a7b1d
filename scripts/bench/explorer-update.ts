// The split explorer's update time: in Chromium on the exported work-groups guide, a 4096 × 4096
// kernel over 64 devices (8 nodes × 8 devices), then the split hint switched between split_1d and
// split_2d; each figure is performance.now() from the change event to the frame after the table shows
// the new first chunk. The pictures and tables are scrolled into view first, as for a reader working the
// controls: off screen the browser skips painting them, and the explorer skips laying its tables out.
// `tsx scripts/bench/explorer-update.ts [out]` runs this step alone on an existing export.
import type { Browser, Page } from 'playwright-core';
import { PRESETS } from '@/lib/explorer/ui-presets';
import { stateToQuery } from '@/lib/explorer/ui-state';
import { runAloneIfMain } from './run-alone';

export interface ExplorerUpdateFigure {
  /** Median and slowest of `runs` updates, in milliseconds. */
  medianMs: number;
  maxMs: number;
  runs: number;
  chunks: number;
}

const RUNS = 9;
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
  const before = firstBox();
  const start = performance.now();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  while (firstBox() === before) await frame();
  await frame();
  return performance.now() - start;
}`;

/** Switches the split hint and resolves with the time until the frame after the table shows the new
 * first chunk. */
function timeUpdate(page: Page, hint: '1d' | '2d'): Promise<number> {
  return page.evaluate(`(${TIME_UPDATE})(${JSON.stringify(hint)})`) as Promise<number>;
}

export async function measureExplorerUpdate(browser: Browser, origin: string): Promise<ExplorerUpdateFigure> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${origin}/docs/work-groups/?explorer=explorer-work-groups&${stateToQuery(STATE)}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.locator('#explorer-work-groups [data-testid="xp-chunks"] tbody tr').nth(63).waitFor();
    await page.locator('#explorer-work-groups .xp-view').evaluate((view) => view.scrollIntoView());
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timeUpdate(page, i % 2 === 0 ? '1d' : '2d'));
    const sorted = [...times].sort((a, b) => a - b);
    return { medianMs: sorted[RUNS >> 1]!, maxMs: sorted[RUNS - 1]!, runs: RUNS, chunks: 64 };
  } finally {
    await page.close();
  }
}

export function formatExplorerUpdate(figure: ExplorerUpdateFigure): string {
  return `Explorer update (4096 × 4096 kernel, ${figure.chunks} devices, recompute and redraw): median ${figure.medianMs.toFixed(1)} ms, slowest ${figure.maxMs.toFixed(1)} ms over ${figure.runs} runs`;
}

runAloneIfMain(import.meta.url, async (browser, origin) =>
  formatExplorerUpdate(await measureExplorerUpdate(browser, origin)),
);
