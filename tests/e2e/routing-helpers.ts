import type { Page, Request, Route } from '@playwright/test';
import { gotoHydrated } from './fixtures';

/** Makes `navigator.connection` report a data-saver or slow connection (Chromium's is read-only). */
export async function emulateConnection(
  page: Page,
  connection: { saveData?: boolean; effectiveType?: string },
) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({
        saveData: false,
        effectiveType: '4g',
        addEventListener() {},
        removeEventListener() {},
        ...value,
      }),
    });
  }, connection);
}

/** Route payload files: `index.txt`, and Next's per-segment files (`__next.*.txt`, which the export drops). */
export const ROUTE_PAYLOAD = /\/(?:__next\.[^/]*|index)\.txt(?:\?|$)/;

/** A route payload a link fetched on intent (lib/export/route-prefetch.ts sends `Purpose: prefetch`). */
export const isLinkPrefetch = (request: Request) =>
  ROUTE_PAYLOAD.test(request.url()) && request.headers()['purpose'] === 'prefetch';

/**
 * A route payload fetched for a client-side navigation: by the Next.js router (it sends `RSC: 1`) or ahead
 * of it by a link's prefetch on intent; not the page's own payload that its loader fetches on a full page
 * load (lib/export/flight-payload.ts).
 */
export const isRouterPayload = (request: Request) =>
  (ROUTE_PAYLOAD.test(request.url()) && request.headers()['rsc'] === '1') || isLinkPrefetch(request);

/** Sends the router's route payload requests to `handler`; everything else goes through. */
export async function interceptRouterPayloads(page: Page, handler: (route: Route) => Promise<void> | void) {
  await page.route(ROUTE_PAYLOAD, (route) =>
    isRouterPayload(route.request()) ? handler(route) : route.continue(),
  );
}

/** Answers what `intercept` routes only once the returned `release` is called. */
async function holdUntilReleased(
  intercept: (handler: (route: Route) => Promise<void>) => Promise<unknown>,
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await intercept(async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds the requests for `url` (a `page.route` pattern) until the returned `release` is called. */
export const holdRequests = (page: Page, url: string | RegExp) =>
  holdUntilReleased((handler) => page.route(url, handler));

/** Holds the router's route payloads until the returned `release` is called. */
export const holdRouterPayloads = (page: Page) =>
  holdUntilReleased((handler) => interceptRouterPayloads(page, handler));

/**
 * Resolves once the page has rendered two more frames, so what the current task scheduled for the next frame
 * (a requestAnimationFrame callback, a React commit) has happened. Not for pages on a stopped clock.
 */
export const twoFramesLater = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Records whether the nprogress bar was ever in the DOM, from the very first script on. */
export async function recordProgressBar(page: Page) {
  await page.addInitScript(() => {
    const seen = () =>
      document.getElementById('nprogress') &&
      ((window as unknown as { __progressSeen: boolean }).__progressSeen = true);
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
}

export const progressSeen = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { __progressSeen?: boolean }).__progressSeen));

/**
 * Loads `url` with Playwright's fake clock installed (time runs normally while the page loads) and stops the
 * page's time once it has hydrated: from then on its timers fire only when the test advances the clock.
 */
export async function gotoHydratedWithStoppedClock(page: Page, url: string) {
  await page.clock.install();
  await gotoHydrated(page, url);
  // A second ahead: the page's time runs on until the pause takes effect, and pausing cannot go back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
