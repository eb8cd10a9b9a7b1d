import { expect, expectHydrated, test } from './fixtures';

// Guide pages carry their stylesheet inline (lib/export/inline-styles.ts): the first paint waits for the
// HTML alone. The link React looks for on hydration is there, disabled, so React adds none, the browser
// neither fetches the file nor styles the page again, and client navigations to pages that link it find it.

const STYLESHEET = 'link[rel="stylesheet"][href*="/_next/static/chunks/merged-"]';

test('a guide paints with its inline stylesheet and neither fetches the file nor gets it added', async ({
  page,
}) => {
  const html = await (await page.request.get('/docs/getting-started/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
    expect.stringMatching(
      /^<link rel="stylesheet" href="[^"]*merged-[0-9a-f]{16}\.css" data-precedence="next" media="not all" disabled=""\/>$/,
    ),
  ]);
  expect(head.match(/<style data-inlined-from="[^"]*merged-[0-9a-f]{16}\.css">/g)).toHaveLength(1);

  await page.goto('/docs/getting-started/');
  await expectHydrated(page);
  await expect(page.locator(STYLESHEET)).toHaveCount(1);
  await expect(page.locator(STYLESHEET)).toHaveAttribute('disabled', '');
  const css = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/merged-[0-9a-f]{16}\.css$/.test(entry.name)),
  );
  expect(css).toEqual([]);
  await expect(page.locator('header[data-navbar]')).toHaveCSS('position', 'sticky');

  // An API page links the file; after a client navigation there it is still the one link, and no reload.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/namespaces\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Namespaces');
  await expect(page.locator(STYLESHEET)).toHaveCount(1);
  await expect(page.locator('header[data-navbar]')).toHaveCSS('position', 'sticky');
  expect(requests.filter((url) => url.endsWith('.css'))).toEqual([]);
});

test('an API page keeps its stylesheet link (its HTML has a budget)', async ({ page }) => {
  const html = await (await page.request.get('/docs/api/namespaces/')).text();
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(
    /<link rel="stylesheet" href="[^"]*merged-[0-9a-f]{16}\.css"/,
  );
  expect(html).not.toContain('data-inlined-from');
});
