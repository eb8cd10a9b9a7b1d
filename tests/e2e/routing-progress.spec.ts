import { expect, gotoHydrated, mainNav, test } from './fixtures';
import {
  emulateConnection,
  progressSeen,
  recordProgressBar,
  resetProgressSeen,
  holdRouterPayloads,
} from './routing-helpers';

test('a slow route change shows the brand-coloured bar after 200 ms until the route has rendered', async ({
  page,
}) => {
  await emulateConnection(page, { saveData: true });
  await gotoHydrated(page, '/docs/getting-started/');
  const release = await holdRouterPayloads(page);
  // Timed inside the page: from the click to the bar's insertion, independent of test-runner latency.
  await page.evaluate(() => {
    const timing = { clicked: 0, shown: 0 };
    (window as unknown as { __barTiming: typeof timing }).__barTiming = timing;
    document.addEventListener('click', () => (timing.clicked = performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver((_, observer) => {
      if (!document.getElementById('nprogress')) return;
      timing.shown = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true });
  });
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  const bar = page.locator('#nprogress [role="bar"]');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(245, 139, 105)');
  const { clicked, shown } = await page.evaluate(
    () => (window as unknown as { __barTiming: { clicked: number; shown: number } }).__barTiming,
  );
  expect(shown - clicked).toBeGreaterThanOrEqual(195);
  await expect(page.locator('#nprogress .spinner, #nprogress [role="spinner"]')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('fast route changes, hash changes and external links show no bar', async ({ page, context }) => {
  await recordProgressBar(page);
  await context.route('https://github.com/**', (route) =>
    route.fulfill({ body: 'stub', contentType: 'text/plain' }),
  );
  await gotoHydrated(page, '/docs/getting-started/');
  await page.waitForLoadState('networkidle'); // the Research route is prefetched
  await page.evaluate(() => {
    const timing = { clicked: 0, rendered: 0 };
    (window as unknown as { __navTiming: typeof timing }).__navTiming = timing;
    document.addEventListener('click', () => (timing.clicked = performance.now()), {
      capture: true,
      once: true,
    });
    new MutationObserver((_, observer) => {
      if (document.querySelector('h1')?.textContent !== 'Research') return;
      timing.rendered = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await page.waitForTimeout(400);
  const { clicked, rendered } = await page.evaluate(
    () => (window as unknown as { __navTiming: { clicked: number; rendered: number } }).__navTiming,
  );
  // A loaded test machine can make even a prefetched navigation slower than the 200 ms delay; then a bar is right.
  if (rendered - clicked < 180) expect(await progressSeen(page)).toBe(false);

  await gotoHydrated(page, '/docs/tutorial/');
  await resetProgressSeen(page);
  await page.getByRole('navigation', { name: 'On this page' }).locator('a[href="#the-time-loop"]').click();
  await expect(page).toHaveURL(/#the-time-loop$/);
  await page.waitForTimeout(400);
  expect(await progressSeen(page)).toBe(false);

  const popup = page.waitForEvent('popup');
  await mainNav(page)
    .getByRole('link', { name: /GitHub/ })
    .click();
  await (await popup).close();
  await page.waitForTimeout(400);
  expect(await progressSeen(page)).toBe(false);
});

test('choosing a search hit with Enter shows the bar while the route loads', async ({ page }) => {
  // No prefetching: the hit's route must load after Enter, not before.
  await emulateConnection(page, { saveData: true });
  await gotoHydrated(page, '/docs/getting-started/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('range mappers');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toHaveAttribute('href', /\/docs\/range-mappers\//);
  const release = await holdRouterPayloads(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#nprogress [role="bar"]')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/docs\/range-mappers\//);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
