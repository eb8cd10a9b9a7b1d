import type { Locator, Page, Request } from '@playwright/test';
import { expect, gotoHydrated, mainNav, test } from './fixtures';
import { emulateConnection, isLinkPrefetch, isRouterPayload } from './routing-helpers';

/**
 * Route payload requests, in request order: prefetches (a link's on intent, or the router's own, which no
 * link should cause) and the router's navigations.
 */
function watchRoutePayloads(page: Page) {
  const seen = { prefetches: [] as string[], navigations: [] as string[], unfinished: new Set<Request>() };
  page.on('request', (request: Request) => {
    if (!isRouterPayload(request)) return;
    const path = new URL(request.url()).pathname;
    const prefetch = isLinkPrefetch(request) || request.headers()['next-router-prefetch'];
    (prefetch ? seen.prefetches : seen.navigations).push(path);
    seen.unfinished.add(request);
  });
  page.on('requestfinished', (request) => seen.unfinished.delete(request));
  return seen;
}

/** Every request that failed or was aborted (a cancelled prefetch shows up as net::ERR_ABORTED). */
function watchFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) =>
    failed.push(`${request.method()} ${new URL(request.url()).pathname} ${request.failure()?.errorText}`),
  );
  return failed;
}

const sidebarLink = (page: Page, path: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a[href$="${path}"]`);

/** Hovers a navbar link, focuses and touches footer links and scrolls to the end: every kind of intent. */
async function showIntent(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).hover();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).focus();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contribute' }).dispatchEvent('touchstart');
  await page.mouse.wheel(0, 4000);
}

const openResearch = async (page: Page) => {
  await mainNav(page).getByRole('link', { name: 'Research', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
};

test("a guide fetches no other route by network idle; a hovered sidebar link fetches its route's payload, which the click uses", async ({
  page,
}) => {
  const seen = watchRoutePayloads(page);
  const failed = watchFailures(page);
  await gotoHydrated(page, '/docs/getting-started/');
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(seen.prefetches).toEqual([]);
  // The page's own sidebar entry is not prefetched; hovered before the other link, it would be seen below.
  await sidebarLink(page, '/docs/getting-started/').hover();
  await sidebarLink(page, '/docs/range-mappers/').hover();
  await expect.poll(() => seen.prefetches).toEqual(['/docs/range-mappers/index.txt']);
  await expect.poll(() => seen.unfinished.size).toBe(0);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await sidebarLink(page, '/docs/range-mappers/').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Range Mappers' })).toBeVisible();
  // A client-side navigation that needed nothing beyond the prefetch: the router's request for the payload
  // was answered with it.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(seen.navigations).toEqual([]);
  expect(seen.prefetches).toEqual(['/docs/range-mappers/index.txt']);
  expect(failed).toEqual([]);
});

const intents: Array<[string, (link: Locator) => Promise<void>]> = [
  ['keyboard focus', (link) => link.focus()],
  ['a touch', (link) => link.dispatchEvent('touchstart')],
];
for (const [intent, show] of intents) {
  test(`${intent} on a link prefetches its route`, async ({ page }) => {
    const seen = watchRoutePayloads(page);
    await gotoHydrated(page, '/docs/getting-started/');
    await show(sidebarLink(page, '/docs/tutorial/'));
    await expect.poll(() => seen.prefetches).toEqual(['/docs/tutorial/index.txt']);
  });
}

for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
  test(`nothing is prefetched with ${JSON.stringify(connection)}`, async ({ page }) => {
    await emulateConnection(page, connection);
    const seen = watchRoutePayloads(page);
    await gotoHydrated(page, '/docs/getting-started/');
    await showIntent(page);
    // Prefetching is not timed: a link under the pointer, focused or touched starts its prefetch at once.
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
  await showIntent(page);
  await expect.poll(() => asked).toContain('/blog/index.txt');
  await openResearch(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  // A click with no pointer or focus on the link before it (a script's click()) finds no prefetch.
  await sidebarLink(page, '/docs/installation/').dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  await expect.poll(() => pending.size).toBe(0);
  // Prefetches on intent and navigations both ask for whole payloads only, never for Next's segment files,
  // which the export drops (lib/export/unrequested-payloads.ts).
  expect(asked).toContain('/docs/installation/index.txt');
  expect(failed).toEqual([]);
  expect(asked.filter((file) => !file.endsWith('/index.txt'))).toEqual([]);
});
