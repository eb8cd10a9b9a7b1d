import { expect, expectHydrated, gotoHydrated, mainNav, test } from './fixtures';
import {
  emulateConnection,
  holdRouterPayloads,
  interceptRouterPayloads,
  isRouterPayload,
  twoFramesLater,
} from './routing-helpers';

test('a failed route payload logs one warning and loads the target as a full page', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
  consoleWatch.allow(
    /^warning: Loading the route \/research\/ failed \(Failed to fetch\); loading it as a full page instead\.$/,
  );
  await interceptRouterPayloads(page, (route) => route.abort());
  await gotoHydrated(page, '/docs/getting-started/');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page).toHaveURL(/\/research\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  // A full page load: the old document (and its marker) is gone.
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBeUndefined();
  expect(
    consoleWatch.messages.filter((message) => message.startsWith('warning: Loading the route')),
  ).toHaveLength(1);
});

test('a failed page chunk during navigation warns and loads the target as a full page', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
  consoleWatch.allow(/ChunkLoadError: Failed to load chunk/);
  consoleWatch.allow(
    /^warning: Loading the route \/research\/ failed \(Failed to load chunk .*\); loading it as a full page instead\.$/,
  );
  const loaded = new Set<string>();
  let failing = false;
  // Once the first page has hydrated, chunks it did not load fail until the fallback's full page load starts.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => {
    if (failing && !loaded.has(route.request().url())) return route.abort();
    return route.continue();
  });
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') loaded.add(request.url());
  });
  await gotoHydrated(page, '/docs/getting-started/');
  failing = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) failing = false;
  });
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page).toHaveURL(/\/research\/$/);
  await expectHydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});

test('the old page stays until the new route has loaded', async ({ page }) => {
  await emulateConnection(page, { saveData: true });
  await gotoHydrated(page, '/docs/getting-started/');
  const release = await holdRouterPayloads(page);
  const requested = page.waitForRequest(isRouterPayload);
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  // The route change has begun and asked for the payload; whatever that renders is in the page two frames on.
  await requested;
  await twoFramesLater(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Getting Started/);
  // Visible, not covered by the loading screen: only the route's code loading shows that.
  await expect(page.locator('[data-page-loading]')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
});

test('navigation scrolls to the top or to the hash target; back and forward restore the position', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/tutorial/');
  const next = page.locator('a[rel="next"]');
  await next.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  page.on(
    'response',
    (response) => response.status() >= 400 && console.log('HTTP', response.status(), response.url()),
  );
  await next.click();
  await expect(page).not.toHaveURL(/\/docs\/tutorial\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/tutorial\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 50);
  await page.goForward();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigation to another page with a hash scrolls to the target', async ({ page }) => {
  await gotoHydrated(page, '/docs/getting-started/');
  await page
    .locator('main a[href="/docs/installation/#using-celerity-in-your-own-cmake-project"]')
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/installation\/#using-celerity-in-your-own-cmake-project$/);
  const target = page.locator('#using-celerity-in-your-own-cmake-project');
  await expect
    .poll(() => target.evaluate((node) => Math.round(node.getBoundingClientRect().top)))
    .toBeLessThan(150);
  await expect
    .poll(() => target.evaluate((node) => Math.round(node.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(0);
});
