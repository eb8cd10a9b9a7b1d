import { HANDLER as RECORD } from './api-urls';
import { expect, expectHydrated, gotoHydrated, test } from './fixtures';
import { isRouterPayload } from './routing-helpers';

test('pages carry no inline route payload; they fetch it once and hydrate', async ({ page, request }) => {
  const html = await (await request.get(RECORD)).text();
  expect(html).not.toContain('self.__next_f.push([1');
  expect(html).toContain(`data-route-payload="${RECORD}index.txt"`);
  const own: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.txt') && !isRouterPayload(request))
      own.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, RECORD);
  expect(own).toEqual([`${RECORD}index.txt`]);
  // Hydrated: client-side navigation works from here.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Records' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/records\/$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('when the page payload cannot be loaded the page stays readable and its links still work', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
  consoleWatch.allow(
    new RegExp(
      `^warning: Loading this page's data from ${RECORD}index\\.txt failed \\(Failed to fetch\\); the page stays static until it is reloaded\\.$`,
    ),
  );
  await page.route(`**${RECORD}index.txt`, (route) =>
    isRouterPayload(route.request()) ? route.continue() : route.abort(),
  );
  await page.goto(RECORD);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::handler');
  await expect.poll(() => consoleWatch.messages).toContainEqual(expect.stringMatching(/^warning:/));
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Records' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/records\/$/);
  await expectHydrated(page);
  expect(consoleWatch.messages.filter((message) => message.startsWith('warning:'))).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const path of ['/', '/docs/getting-started/', RECORD, `${RECORD}parallel_for/`]) {
    test(`${path} shows its content, not a loading spinner`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-page-loading]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test("the page's data and scripts are requested only after its first content is on screen", async ({
  page,
}) => {
  await gotoHydrated(page, RECORD);
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const requested = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/index\.txt$|\/_next\/static\/chunks\/.*\.js$/.test(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
    return { paint, requested };
  });
  expect(timing.paint, 'a first-contentful-paint entry').not.toBeNull();
  expect(timing.requested.map((entry) => entry.name)).toContain(`${RECORD}index.txt`);
  expect(timing.requested.filter((entry) => entry.start < timing.paint!)).toEqual([]);
});
