import { expect, gotoHydrated, mainNav, test } from './fixtures';
import {
  emulateConnection,
  gotoHydratedWithStoppedClock,
  holdRouterPayloads,
  progressSeen,
  recordProgressBar,
} from './routing-helpers';

test('a slow route change shows the brand-coloured bar 200 ms after the click until the route has rendered', async ({
  page,
}) => {
  await emulateConnection(page, { saveData: true });
  await gotoHydratedWithStoppedClock(page, '/docs/getting-started/');
  const release = await holdRouterPayloads(page);
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  const bar = page.locator('#nprogress [role="bar"]');
  await page.clock.runFor(199);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(245, 139, 105)');
  await expect(page.locator('#nprogress .spinner, #nprogress [role="spinner"]')).toHaveCount(0);
  await page.clock.resume();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a route change that renders within 200 ms shows no bar', async ({ page }) => {
  await recordProgressBar(page);
  // The page's time stands still, so the route renders "within" the delay however long it takes here;
  // advancing the clock afterwards would fire a delay timer that the render did not cancel.
  await gotoHydratedWithStoppedClock(page, '/docs/getting-started/');
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await page.clock.runFor(1000);
  expect(await progressSeen(page)).toBe(false);
});

test('hash changes and external links show no bar', async ({ page, context }) => {
  await recordProgressBar(page);
  await context.route('https://github.com/**', (route) =>
    route.fulfill({ body: 'stub', contentType: 'text/plain' }),
  );
  await gotoHydratedWithStoppedClock(page, '/docs/tutorial/');
  await page.getByRole('navigation', { name: 'On this page' }).locator('a[href="#the-time-loop"]').click();
  await expect(page).toHaveURL(/#the-time-loop$/);
  await page.clock.runFor(1000);
  expect(await progressSeen(page)).toBe(false);

  const popup = page.waitForEvent('popup');
  await mainNav(page)
    .getByRole('link', { name: /GitHub/ })
    .click();
  await (await popup).close();
  await page.clock.runFor(1000);
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
