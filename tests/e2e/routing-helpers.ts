import type { Page } from '@playwright/test';

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

/** Route payloads: per-segment prefetches (`__next.*.txt`) and navigation payloads (`index.txt`). */
export const ROUTE_PAYLOAD = /\/(?:__next\.[^/]*|index)\.txt(?:\?|$)/;

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
export const resetProgressSeen = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __progressSeen: boolean }).__progressSeen = false));
