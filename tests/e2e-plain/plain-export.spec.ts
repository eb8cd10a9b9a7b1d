import type { Page } from '@playwright/test';
import { watchViolations } from '../e2e/csp-violations';
import { expect, expectHydrated, gotoHydrated, test } from '../e2e/fixtures';
import { expectRouterRequestsAsFallbackExpects } from '../e2e/route-requests';

// The export with the passes that rewrite Next's output switched off (CELERITY_EXPORT_PASSES=plain, built by
// scripts/test.sh): what a Next.js upgrade ships before those passes are re-verified. Every test also fails on
// a console error or warning (../e2e/fixtures.ts), so a CSP violation, which Chromium logs, fails it too.

const html = (page: Page) => page.content();

test("a guide page ships Next's own inline payload and hydrates under its policy <meta>", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, '/docs/getting-started/');
  const source = await html(page);
  expect(source).toContain('self.__next_f.push([1,');
  expect(source).not.toContain('data-route-payload=');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self'( 'sha256-[\w+/]+=*')+;/,
  );
  // Hydrated means interactive: the theme toggle switches the theme.
  const theme = await page.locator('html').getAttribute('data-theme');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', theme ?? '');
  expect(violations).toEqual([]);
});

test('client navigation works, and its requests are the ones the route-load fallback expects', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const seen = await expectRouterRequestsAsFallbackExpects(page);
  // On to an API page and from there to another, through links in the content.
  await page.locator('main a[href*="/docs/api/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\//);
  await expect(page.locator('main h1')).toBeVisible();
  await expectHydrated(page);
  expect(seen.failed).toEqual([]);
  expect(violations).toEqual([]);
});

test('search opens and finds an API symbol', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.getByTestId('search-button').click();
  await page.locator('.DocSearch-Input').fill('set_lookahead');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('set_lookahead');
});
