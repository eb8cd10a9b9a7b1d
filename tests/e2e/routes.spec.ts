import { getVersion, latestVersion } from '@/lib/content/versions';
import { expect, expectHydrated, mainNav, test } from './fixtures';

// Each page's title, h1, description, canonical URL and language: checked by the sweep as it loads the
// page (route-heads.ts, sweep.spec.ts).

test('a guide title is its h1 and the page title', async ({ page }) => {
  await page.goto('/docs/getting-started/');
  const h1 = (await page.locator('h1').textContent())?.trim();
  await expect(page).toHaveTitle(`${h1} | Celerity`);
});

test('an unknown path shows the 404 page with ways back', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 404/);
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await page.getByRole('main').getByRole('link', { name: 'Browse the documentation' }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
});

test('a path without trailing slash redirects to the slashed one', async ({ page }) => {
  const response = await page.goto('/docs/installation');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
});

test('sitemap, robots, feeds and opensearch are served', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/docs/getting-started/</loc>');
  expect(sitemap).toContain('<lastmod>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  expect(await (await request.get('/blog/rss.xml')).text()).toContain('<rss');
  expect(await (await request.get('/blog/atom.xml')).text()).toContain('<feed');
  expect(await (await request.get('/opensearch.xml')).text()).toContain('/search/?q={searchTerms}');
});

test('a host that applies out/_headers sends the recommended security headers; pages run under both policies', async ({
  page,
  headersHost,
}) => {
  const response = await page.goto(`${headersHost}/docs/getting-started/`);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  // What a policy in a <meta> cannot carry.
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // Inline scripts are allowed by hash, not wholesale.
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/]+=*')+;/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // The console fixture would fail this test on any CSP violation while the page hydrates.
  await expectHydrated(page);
});

test('pages carry Open Graph, Twitter, theme-color, icons and structured data', async ({ page, request }) => {
  await page.goto('/docs/reductions/');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\| Celerity$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.png$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  expect(await page.locator('meta[name="theme-color"]').count()).toBe(2);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="search"]')).toHaveAttribute('href', '/opensearch.xml');
  const article = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(article).toMatchObject({ '@type': 'TechArticle', headline: await page.locator('h1').textContent() });
  await page.goto('/');
  const home = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]');
  expect(home[0]).toMatchObject({ '@type': 'WebSite', potentialAction: { '@type': 'SearchAction' } });
  for (const icon of [
    '/favicon.svg',
    '/favicon.ico',
    '/img/icon-192.png',
    '/img/og-image.png',
    '/manifest.webmanifest',
  ]) {
    expect((await request.get(icon)).status(), icon).toBe(200);
  }
});

// The host serves out/404.html, rendered once for Next's not-found route, at the path asked for: the
// navbar renders from that path only after hydration, so the HTML hydrates without a mismatch (which React
// reports as a page error, caught by the console watch, before rendering the whole page again).
for (const [path, version] of [
  ['/docs/no-such-page/', latestVersion()],
  ['/docs/0.6/no-such-page/', getVersion('0.6')],
] as const)
  test(`the 404 page at ${path} hydrates as rendered, then shows docs version ${version.label}`, async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource: the server responded with a status of 404/);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectHydrated(page);
    await expect(mainNav(page).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: `Docs version: ${version.label}` })).toBeVisible();
  });
