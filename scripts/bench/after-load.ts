// What a page fetches after it loaded, and how fast a link the reader points at opens: in Chromium on
// the served export, per page type, everything requested by network idle (decoded bytes and what they
// cost gzipped; route payloads of other pages, i.e. router prefetches, apart; failed or aborted requests
// counted), then a link to another page hovered, 300 ms later clicked, timed until its h1 shows.
// `tsx scripts/bench/after-load.ts [out]` runs this step alone on an existing export (from the repository,
// whose `.generated/api/model.json` names the buffer record).
import type { Browser, Page } from 'playwright-core';
import { kb, median, millis, table } from './format';
import { quiet, recordResponses, sum, type Bytes } from './page-weight';
import { pageTypes, type PageType } from './page-types';
import { runAloneIfMain } from './run-alone';
import { bufferRecordId } from './site-build';

export interface AfterLoadFigure {
  page: PageType;
  /** Everything requested by network idle, the page's own files included. */
  total: Bytes;
  /** Route payloads of other pages among them. */
  prefetched: Bytes;
  /** Requests that failed or were aborted by network idle. */
  failed: number;
  /** Hover, 300 ms, click: until the new page's h1 shows (median of `runs`). */
  hoverToPageMs: number;
  runs: number;
  /** The link hovered and clicked. */
  link: string;
}

/** The page types this step measures, and the link each hovers: the docs sidebar, or the navbar on home. */
const TARGETS: Record<string, string> = {
  home: 'nav[aria-label="Main"] a[href$="/research/"]',
  guide: 'nav[aria-label="Docs sidebar"] a[href$="/docs/range-mappers/"]',
  'API index': 'nav[aria-label="Docs sidebar"] a[href$="/docs/api/functions/"]',
  'API record (buffer)': 'nav[aria-label="Docs sidebar"] a[href$="/docs/api/records/"]',
};
const RUNS = 3;
const ROUTE_PAYLOAD = /\/(?:__next\.[^/]*|index)\.txt$/;

// In-page code as text (see explorer-update.ts): clicks the marked link and waits for a new visible h1.
const CLICK_AND_TIME = `async () => {
  const before = document.querySelector('h1')?.textContent;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const start = performance.now();
  document.querySelector('[data-bench-target]').click();
  for (;;) {
    const h1 = document.querySelector('h1');
    if (h1 && h1.textContent !== before && h1.checkVisibility()) return performance.now() - start;
    if (performance.now() - start > 10000) throw new Error('no new h1 within 10 s of the click');
    await frame();
  }
}`;

async function openQuiet(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  const responses = recordResponses(page, { late: true });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
  await quiet(page);
  await responses.settle();
  return { context, page, failed, loaded: responses.loaded };
}

async function hoverThenClick(page: Page, selector: string): Promise<number> {
  const link = page.locator(selector).first();
  await link.evaluate((element) => element.setAttribute('data-bench-target', ''));
  await link.hover();
  await page.waitForTimeout(300);
  return (await page.evaluate(`(${CLICK_AND_TIME})()`)) as number;
}

export async function measureAfterLoad(
  browser: Browser,
  origin: string,
  type: PageType,
): Promise<AfterLoadFigure> {
  const selector = TARGETS[type.name];
  if (!selector) throw new Error(`after-load: no link to hover on page type "${type.name}"`);
  const first = await openQuiet(browser, origin + type.path);
  const ownFile = (url: string) => url.slice(0, url.lastIndexOf('/') + 1) === type.path;
  const prefetched = first.loaded.filter((item) => ROUTE_PAYLOAD.test(item.url) && !ownFile(item.url));
  const figure = { total: sum(first.loaded), prefetched: sum(prefetched), failed: first.failed.length };
  await first.context.close();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { context, page } = await openQuiet(browser, origin + type.path);
    times.push(await hoverThenClick(page, selector));
    await context.close();
  }
  return { page: type, ...figure, hoverToPageMs: median(times), runs: RUNS, link: selector };
}

/** The page types of `types` this step measures. */
export const afterLoadTypes = (types: readonly PageType[]) => types.filter((type) => type.name in TARGETS);

export function afterLoadTable(figures: readonly AfterLoadFigure[]): string {
  return table(
    [
      'page',
      'requests',
      'raw',
      'gzip',
      'route prefetches (requests, gzip)',
      'failed or aborted',
      'hover → page',
    ],
    figures.map((figure) => [
      `${figure.page.name} (\`${figure.page.path}\`)`,
      String(figure.total.requests),
      kb(figure.total.raw),
      kb(figure.total.gzip),
      `${figure.prefetched.requests}, ${kb(figure.prefetched.gzip)}`,
      String(figure.failed),
      millis(figure.hoverToPageMs),
    ]),
  );
}

runAloneIfMain(import.meta.url, async (browser, origin) => {
  const figures: AfterLoadFigure[] = [];
  for (const type of afterLoadTypes(pageTypes(bufferRecordId(process.cwd()))))
    figures.push(await measureAfterLoad(browser, origin, type));
  return afterLoadTable(figures);
});
