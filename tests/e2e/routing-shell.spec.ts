import path from 'node:path';
import type { Server } from 'node:http';
import { createStaticServer } from '../../scripts/static-server';
import { expect, gotoHydrated, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('server HTML has no hydrated mark and JS-only controls are inert until hydration', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/docs/tutorial/')).text();
    expect(html.match(/<html[^>]*>/)?.[0]).not.toContain('data-hydrated');
    await page.goto('/docs/tutorial/');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);
    const controls = page.locator('[data-needs-js]');
    expect(await controls.count()).toBeGreaterThan(0);
    for (const pointerEvents of await controls.evaluateAll((nodes) =>
      nodes.map((node) => getComputedStyle(node).pointerEvents),
    )) {
      expect(pointerEvents).toBe('none');
    }
    await expect(page.getByTestId('theme-toggle')).toBeDisabled();
  });
});

test('after hydration the JS-only controls work', async ({ page }) => {
  await gotoHydrated(page, '/docs/tutorial/');
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Language/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
});

test.describe('served under a base path the build does not expect', () => {
  let server: Server;
  let origin = '';
  test.beforeAll(async () => {
    server = createStaticServer({ root: path.resolve('out'), mount: '/wrong' });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const [route, suggested] of [
    ['/wrong/docs/tutorial/', '/wrong/'],
    ['/wrong/research/', '/wrong/'],
    ['/wrong/', '/wrong/'],
  ] as const) {
    test(`${route} shows the red base URL banner`, async ({ page, consoleWatch }) => {
      consoleWatch.allow(/Failed to load resource: the server responded with a status of 404/);
      consoleWatch.allow(/Refused to (execute|apply)|MIME type/);
      // The page's own payload is looked for under the configured base path too.
      consoleWatch.allow(/^warning: Loading this page's data from \/\S*index\.txt failed \(HTTP 404\)/);
      await page.goto(`${origin}${route}`);
      const banner = page.locator('#base-url-issue-banner');
      await expect(banner).toBeVisible({ timeout: 10_000 });
      await expect(banner).toHaveRole('alert');
      await expect(banner).toHaveText(
        `The documentation site did not load properly. The base URL configuration is probably wrong: it is set to "/", but this page is served at "${route}". Try setting BASE_PATH to "${suggested}".`,
      );
      expect(await banner.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
        'rgb(179, 38, 30)',
      );
    });
  }
});

test('the banner stays away when the site loads at its base path', async ({ page }) => {
  // The check runs a second after the load event; the page's clock is moved past it.
  await page.clock.install();
  await gotoHydrated(page, '/docs/tutorial/');
  await page.clock.runFor(2000);
  await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
});
