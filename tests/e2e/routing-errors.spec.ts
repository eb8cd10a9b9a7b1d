import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TEST_CRASH_STORAGE_KEY } from '@/lib/site/test-hooks';
import { listFiles } from '@/lib/export/list-files';
import { expect, gotoHydrated, mainNav, test } from './fixtures';
import { emulateConnection, twoFramesLater } from './routing-helpers';

const CHUNK = /\/_next\/static\/chunks\/.*\.js$/;

/**
 * Loads `firstUrl` and from then on holds every chunk that page did not load. `release` lets them through and
 * resolves once they have run (their script elements fired `load`).
 */
async function holdChunksBeyond(page: Page, firstUrl: string) {
  const known = new Set<string>();
  const loading = new Set<string>();
  page.on('request', (request) => CHUNK.test(request.url()) && loading.add(request.url()));
  page.on('requestfailed', (request) => loading.delete(request.url()));
  page.on('requestfinished', (request) => {
    if (!CHUNK.test(request.url())) return;
    loading.delete(request.url());
    known.add(request.url());
  });
  await gotoHydrated(page, firstUrl);
  await expect.poll(() => loading.size, 'chunks of the first page still loading').toBe(0);
  const held: string[] = [];
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  await page.route(CHUNK, async (route) => {
    const url = route.request().url();
    if (!known.has(url)) {
      held.push(url);
      await opened;
    }
    await route.continue();
  });
  async function release() {
    expect(held, 'held chunks').not.toEqual([]);
    // Listen first, then let the chunks through: their `load` cannot come before the listener.
    await page.evaluate((urls) => {
      const scripts = urls.map((url) => {
        const script = [...document.scripts].find((element) => element.src === url);
        if (!script) throw new Error(`no script element loads ${url}`);
        return new Promise((resolve) => script.addEventListener('load', resolve, { once: true }));
      });
      (window as unknown as { __heldChunksRan: Promise<unknown> }).__heldChunksRan = Promise.all(scripts);
    }, held);
    open();
    await page.evaluate(() => (window as unknown as { __heldChunksRan: Promise<unknown> }).__heldChunksRan);
  }
  return { release };
}

test('while a page chunk loads slowly the spinner appears only after a delay', async ({ page }) => {
  await emulateConnection(page, { saveData: true });
  // The research page needs a chunk (the copy button) that the contribute page does not load.
  const chunks = await holdChunksBeyond(page, '/contribute/');
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  const loading = page.locator('[data-page-loading]');
  await expect(loading).toHaveCount(1);
  // The delay and fade-in are a CSS animation: seek it (ms after the loading screen came) and read what shows.
  const at = (ms: number) =>
    loading.evaluate((node, ms) => {
      for (const animation of node.getAnimations()) {
        animation.pause();
        animation.currentTime = ms;
      }
      const shown = node.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      return { shown, opacity: Number(getComputedStyle(node).opacity) };
    }, ms);
  expect(await at(0)).toEqual({ shown: false, opacity: 0 });
  expect(await at(300)).toEqual({ shown: false, opacity: 0 });
  expect(await at(1000)).toEqual({ shown: true, opacity: 1 });
  await chunks.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a click on the current page while a route change waits for code ends the loading screen', async ({
  page,
}) => {
  await emulateConnection(page, { saveData: true });
  const chunks = await holdChunksBeyond(page, '/contribute/');
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page.locator('[data-page-loading]')).toBeVisible();
  // The navbar stays above the loading screen.
  await mainNav(page).getByRole('link', { name: 'Contribute', exact: true }).click();
  await expect(page.locator('[data-page-loading]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Contribute' })).toBeVisible();
  // The abandoned route's code arrives and runs; two frames later the page is still the one clicked last.
  await chunks.release();
  await twoFramesLater(page);
  await expect(page).toHaveURL(/\/contribute\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contribute' })).toBeVisible();
  await expect(page.locator('[data-page-loading]')).toHaveCount(0);
});

test('a recoverable hydration error is logged, not shown', async ({ page, consoleWatch }) => {
  // React reports it through window.reportError, which the console shows as an uncaught error (#418: text mismatch).
  consoleWatch.allow(/^pageerror: Minified React error #418/);
  await page.route(
    '**/docs/tutorial/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'data-needs-js="true">×</button>',
        'data-needs-js="true">x</button>',
      );
      await route.fulfill({ response, body: html });
    },
    { times: 1 },
  );
  await gotoHydrated(page, '/docs/tutorial/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tutorial/);
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
  expect(consoleWatch.messages.filter((message) => message.includes('#418'))).toHaveLength(1);
});

test.describe('with the crash switch of the test build', () => {
  // CrashProbe (components/layout/crash-probe.tsx) is only in a build made with CELERITY_TEST_HOOKS=1.
  test.beforeAll(() => {
    const built = listFiles(path.resolve('out/_next/static'))
      .filter((file) => file.endsWith('.js'))
      .some((file) => readFileSync(file, 'utf8').includes(TEST_CRASH_STORAGE_KEY));
    if (!built)
      throw new Error(
        'out/ was built without the test hooks these tests switch on: build with CELERITY_TEST_HOOKS=1 npm run build (npm test does).',
      );
  });

  test('a page that throws while rendering shows the crash page with the cause chain; Try again re-renders', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Test crash of "page" requested through sessionStorage/);
    await page.addInitScript(
      (key) => sessionStorage.getItem('crashed-once') || sessionStorage.setItem(key, 'page'),
      TEST_CRASH_STORAGE_KEY,
    );
    await page.goto('/docs/tutorial/');
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(page.locator('[data-error-causes] p')).toHaveText([
      'Test crash of "page" requested through sessionStorage',
      'The render failed because of this cause',
      '…which has a cause of its own',
    ]);
    // Navbar and footer stay usable.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Installation' })).toBeVisible();
    await page.evaluate(
      (key) => (sessionStorage.removeItem(key), sessionStorage.setItem('crashed-once', '1')),
      TEST_CRASH_STORAGE_KEY,
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tutorial/);
    await page.evaluate((key) => sessionStorage.setItem(key, 'page'), TEST_CRASH_STORAGE_KEY);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Research', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  });

  test('a navbar item that fails to render is replaced by a notice; the rest of the navbar works', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Test crash of "navbar:Research" requested through sessionStorage/);
    consoleWatch.allow(/Navbar item "Research" failed to render/);
    await page.addInitScript((key) => sessionStorage.setItem(key, 'navbar:Research'), TEST_CRASH_STORAGE_KEY);
    await gotoHydrated(page, '/docs/tutorial/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('status')).toHaveText('The navbar item "Research" failed to render.');
    await expect(nav.getByRole('link', { name: 'Research', exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Contribute', exact: true }).click();
    await expect(page).toHaveURL(/\/contribute\/$/);
  });

  test('a page chunk that fails to load shows an error text and a Retry button that loads it again', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Loading chunk of "page" failed \(test request\)/);
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('retried')) sessionStorage.setItem(key, 'page:chunk');
    }, TEST_CRASH_STORAGE_KEY);
    await gotoHydrated(page, '/docs/tutorial/');
    await expect(page.getByText('This page could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.evaluate((key) => {
      sessionStorage.removeItem(key);
      sessionStorage.setItem('retried', '1');
    }, TEST_CRASH_STORAGE_KEY);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tutorial/);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});
