import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TEST_CRASH_STORAGE_KEY } from '@/lib/site/test-hooks';
import { listFiles } from '../../scripts/list-files';
import { expect, gotoHydrated, test } from './fixtures';
import { emulateConnection } from './routing-helpers';

const CHUNK = /\/_next\/static\/chunks\/.*\.js$/;

/** The chunks a first page loads; `hold` then decides what happens to every other chunk. */
async function chunksBeyond(
  page: Page,
  firstUrl: string,
  hold: (url: string) => Promise<'abort' | 'continue'>,
) {
  const known = new Set<string>();
  page.on('requestfinished', (request) => {
    if (CHUNK.test(request.url())) known.add(request.url());
  });
  await gotoHydrated(page, firstUrl);
  await page.waitForTimeout(300);
  await page.route(CHUNK, async (route) => {
    const url = route.request().url();
    if (known.has(url) || (await hold(url)) === 'continue') return route.continue();
    return route.abort();
  });
}

test('while a page chunk loads slowly the spinner appears only after a delay', async ({ page }) => {
  await emulateConnection(page, { saveData: true });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The research page needs a chunk (the copy button) that the contribute page does not load.
  await chunksBeyond(page, '/contribute/', async () => (await held, 'continue'));
  const research = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Research', exact: true });
  // From the click on, sample the opacity of the visible spinner every frame: [ms since click, opacity].
  await research.evaluate((link) => {
    const samples: Array<[number, number]> = [];
    (window as unknown as { __spinner: typeof samples }).__spinner = samples;
    link.addEventListener('click', () => {
      const start = performance.now();
      const sample = () => {
        const shown = [...document.querySelectorAll('[data-page-loading]')].filter((node) =>
          node.checkVisibility(),
        );
        const opacity = Math.max(0, ...shown.map((node) => Number(getComputedStyle(node).opacity)));
        samples.push([performance.now() - start, opacity]);
        if (performance.now() - start < 2500) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  });
  await research.click();
  await page.waitForTimeout(2600);
  const samples = await page.evaluate(
    () => (window as unknown as { __spinner: Array<[number, number]> }).__spinner,
  );
  expect(samples.filter(([time]) => time < 300).every(([, opacity]) => opacity === 0)).toBe(true);
  expect(Math.max(...samples.map(([, opacity]) => opacity))).toBeGreaterThan(0.9);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await expect(page.locator('[data-page-loading]')).toHaveCount(0);
});

test('a click on the current page while a route change waits for code ends the loading screen', async ({
  page,
}) => {
  await emulateConnection(page, { saveData: true });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await chunksBeyond(page, '/contribute/', async () => (await held, 'continue'));
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page.locator('[data-page-loading]')).toBeVisible();
  // The navbar stays above the loading screen.
  await main.getByRole('link', { name: 'Contribute', exact: true }).click();
  await expect(page.locator('[data-page-loading]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Contribute' })).toBeVisible();
  release();
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/contribute\/$/);
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
