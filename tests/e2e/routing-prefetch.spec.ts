import type { Page, Request } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { UNREQUESTED_PAYLOAD } from '@/lib/site/unrequested-payloads';
import { emulateConnection, isRouterPayload } from './routing-helpers';

/** Route payload requests and route chunks requested after the page has hydrated. */
async function watchPrefetches(page: Page): Promise<string[]> {
  const requests: string[] = [];
  const record = (request: Request) => {
    if (isRouterPayload(request)) requests.push(request.url());
  };
  page.on('request', record);
  return requests;
}

async function hoverAndScroll(page: Page) {
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Research', exact: true }).hover();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).hover();
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1500);
}

test('links prefetch their routes on a normal connection', async ({ page }) => {
  const requests = await watchPrefetches(page);
  await gotoHydrated(page, '/docs/getting-started/');
  await hoverAndScroll(page);
  expect(requests.length).toBeGreaterThan(0);
});

for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
  test(`nothing is prefetched with ${JSON.stringify(connection)}`, async ({ page }) => {
    await emulateConnection(page, connection);
    const requests = await watchPrefetches(page);
    await gotoHydrated(page, '/docs/getting-started/');
    await hoverAndScroll(page);
    expect(requests).toEqual([]);
    // Navigation still works; it loads the route only on click.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Research', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
    expect(requests.length).toBeGreaterThan(0);
  });
}

test('every route payload file the router asks for exists; none is one the build removed', async ({
  page,
}) => {
  const asked: string[] = [];
  const failed: string[] = [];
  page.on('response', (response) => {
    if (!isRouterPayload(response.request())) return;
    const file = new URL(response.url()).pathname;
    asked.push(file);
    if (response.status() !== 200) failed.push(`${response.status()} ${file}`);
  });
  await gotoHydrated(page, '/docs/getting-started/');
  await hoverAndScroll(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Research', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  // Segment prefetches (route tree, root layout, page) and whole payloads (index.txt) both occur.
  expect(asked.some((file) => file.endsWith('/__next._tree.txt'))).toBe(true);
  expect(failed).toEqual([]);
  expect(asked.filter((file) => file.endsWith(`/${UNREQUESTED_PAYLOAD}`))).toEqual([]);
});
