import type { Page, Request } from '@playwright/test';
import { expect, gotoHydrated, mainNav, test } from './fixtures';
import { UNREQUESTED_PAYLOAD } from '@/lib/site/unrequested-payloads';
import { emulateConnection, isRouterPayload } from './routing-helpers';

/** The router's route payload requests, split into prefetches and navigations, in request order. */
function watchRoutePayloads(page: Page) {
  const seen = { prefetches: [] as string[], navigations: [] as string[] };
  page.on('request', (request: Request) => {
    if (!isRouterPayload(request)) return;
    const path = new URL(request.url()).pathname;
    (request.headers()['next-router-prefetch'] ? seen.prefetches : seen.navigations).push(path);
  });
  return seen;
}

/** Hovers a navbar link and brings the footer into view (hovering a link there, scrolling to the end). */
async function hoverAndScroll(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).hover();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).hover();
  await page.mouse.wheel(0, 4000);
}

const openResearch = async (page: Page) => {
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
};

test('links in view prefetch their routes on a normal connection', async ({ page }) => {
  const seen = watchRoutePayloads(page);
  await gotoHydrated(page, '/docs/getting-started/');
  await hoverAndScroll(page);
  // The navbar is in view from the start; the footer's Blog link only after scrolling.
  await expect.poll(() => seen.prefetches).toContainEqual(expect.stringMatching(/^\/research\/__next\./));
  await expect.poll(() => seen.prefetches).toContainEqual(expect.stringMatching(/^\/blog\/__next\./));
  expect(seen.navigations).toEqual([]);
});

for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
  test(`nothing is prefetched with ${JSON.stringify(connection)}`, async ({ page }) => {
    await emulateConnection(page, connection);
    const seen = watchRoutePayloads(page);
    await gotoHydrated(page, '/docs/getting-started/');
    await hoverAndScroll(page);
    // Prefetching is not timed: a link in view or under the pointer starts its prefetch within a frame or two.
    // The navigation below comes later, so a prefetch of this page would be recorded before its request.
    await openResearch(page);
    expect(seen.prefetches).toEqual([]);
    expect(seen.navigations).toEqual(['/research/index.txt']);
  });
}

test('every route payload file the router asks for exists; none is one the build removed', async ({
  page,
}) => {
  const asked: string[] = [];
  const failed: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => isRouterPayload(request) && pending.add(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => {
    if (!isRouterPayload(response.request())) return;
    pending.delete(response.request());
    const file = new URL(response.url()).pathname;
    asked.push(file);
    if (response.status() !== 200) failed.push(`${response.status()} ${file}`);
  });
  await gotoHydrated(page, '/docs/getting-started/');
  await hoverAndScroll(page);
  await expect.poll(() => asked).toContainEqual(expect.stringMatching(/^\/blog\/__next\./));
  await openResearch(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  await expect.poll(() => pending.size).toBe(0);
  // Segment prefetches (route tree, root layout, page) and whole payloads (index.txt) both occur.
  expect(asked).toContainEqual(expect.stringMatching(/\/__next\._tree\.txt$/));
  expect(failed).toEqual([]);
  expect(asked.filter((file) => file.endsWith(`/${UNREQUESTED_PAYLOAD}`))).toEqual([]);
});
