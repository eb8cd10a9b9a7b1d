import { expect, expectHydrated, gotoHydrated, test } from './fixtures';

// Static hosts serve `x/index.html` directly and answer `x.html` with the 404 page; the head script replaces
// either URL with `x/` before anything paints. The first document must never reach a contentful paint.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener('pagehide', () => {
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      sessionStorage.setItem(`painted:${location.pathname}`, String(painted));
    });
  });
});

for (const [from, label] of [
  ['/docs/tutorial/index.html', 'a trailing index.html'],
  ['/docs/tutorial.html', 'a trailing .html (served as the 404 page)'],
] as const) {
  test(`${label} is stripped before paint, keeping query and hash`, async ({ page, consoleWatch }) => {
    if (from.endsWith('tutorial.html'))
      consoleWatch.allow(/Failed to load resource: the server responded with a status of 404/);
    await page.goto(`${from}?q=1#the-time-loop`);
    await expect(page).toHaveURL(/\/docs\/tutorial\/\?q=1#the-time-loop$/);
    await expectHydrated(page);
    await expect(page.locator('h1')).toHaveText(/Tutorial/);
    expect(await page.evaluate((path) => sessionStorage.getItem(`painted:${path}`), from)).toBe('false');
  });
}

test('the home page at /index.html becomes /', async ({ page }) => {
  await page.goto('/index.html');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('internal links carry the trailing slash', async ({ page }) => {
  for (const path of ['/', '/docs/tutorial/', '/blog/', '/docs/api/namespaces/']) {
    await gotoHydrated(page, path);
    const bad = await page.$$eval('a[href]', (anchors) =>
      anchors
        .map((anchor) => new URL((anchor as HTMLAnchorElement).href))
        .filter(
          (url) =>
            url.origin === location.origin && !url.pathname.endsWith('/') && !/\.\w+$/.test(url.pathname),
        )
        .map((url) => url.pathname),
    );
    expect(bad, path).toEqual([]);
  }
});
