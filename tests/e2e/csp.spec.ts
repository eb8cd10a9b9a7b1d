import type { Page } from '@playwright/test';
import { BUFFER, REDUCTION } from './api-urls';
import { watchViolations } from './csp-violations';
import { expect, expectHydrated, gotoHydrated, test } from './fixtures';

// The suite's server sends no custom headers, as GitHub Pages does (playwright.config.ts), so the only
// Content-Security-Policy is the one each page carries in its <meta> (lib/export/csp-meta.ts). These tests
// show that it is in force and that every kind of page does all it does under it.

const html = (page: Page) => page.locator('html');

test('no CSP header arrives, and the policy <meta> refuses injected inline scripts', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(
    /^error: (Executing inline script|Running the JavaScript URL) violates the following Content Security Policy directive 'script-src 'self' 'sha256-/,
  );
  const violations = await watchViolations(page);
  const response = await page.goto('/docs/getting-started/');
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self'( 'sha256-[\w+/]+=*')+;/,
  );
  await expectHydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.injected = "script"';
    document.body.append(script);
    const link = document.createElement('a');
    link.href = 'javascript:document.documentElement.dataset.injected = "url"';
    document.body.append(link);
    link.click();
  });
  await expect.poll(() => violations.length).toBe(2);
  expect(violations.map((violation) => violation.split(' ')[0])).toEqual([
    'script-src-elem',
    'script-src-elem',
  ]);
  await expect(html(page)).not.toHaveAttribute('data-injected', /.*/);
});

type Theme = 'light' | 'dark';
const OTHER: Record<Theme, Theme> = { light: 'dark', dark: 'light' };

/** What a test does on a page: a label for its title, and the steps. */
type Interaction = [label: string, run: (page: Page) => Promise<void>];

/** Opens the search modal, types a query and waits for hits. */
const search: Interaction = [
  'search',
  async (page) => {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('buffer');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  },
];

/** Hovers the first linked name of a code sample and waits for its signature card. */
const signatureCard: Interaction = [
  'signature card',
  async (page) => {
    await page.locator('pre[data-links] a').first().hover();
    await expect(page.getByTestId('signature-card')).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByTestId('signature-card')).toBeHidden();
  },
];

/** The search page's own results, for the query in its URL and for one typed into it. */
const searchPageResults: Interaction = [
  'page results',
  async (page) => {
    await expect(page.locator('main ol > li').first()).toContainText(/buffer/i);
    await page.locator('#search-page-input').fill('reduction');
    await expect(page.locator('main ol > li').first()).toContainText(/reduction/i);
  },
];

const PAGE_KINDS: Array<{ kind: string; url: string; does: Interaction[] }> = [
  { kind: 'home page', url: '/', does: [search, signatureCard] },
  { kind: 'guide', url: '/docs/getting-started/', does: [search, signatureCard] },
  { kind: 'tutorial', url: '/docs/tutorial/', does: [search, signatureCard] },
  { kind: 'API index', url: '/docs/api/namespaces/', does: [search, signatureCard] },
  { kind: 'API record', url: BUFFER, does: [search, signatureCard] },
  { kind: 'API function', url: REDUCTION, does: [search, signatureCard] },
  { kind: 'blog post', url: '/blog/celerity-0-7-0-released/', does: [search, signatureCard] },
  { kind: 'research page', url: '/research/', does: [search] },
  { kind: 'search page', url: '/search/?q=buffer', does: [searchPageResults, search] },
  { kind: '404 page', url: '/no/such/page/', does: [search] },
];

// Each kind of page starts in one stored theme and switches to the other; the kinds alternate the theme
// they start in. What runs before hydration (the theme script, the stored theme on <html>) is the same
// code on every page, so each start is covered five times and every page is seen in both themes.
PAGE_KINDS.forEach(({ kind, url, does }, index) => {
  const theme: Theme = index % 2 === 0 ? 'light' : 'dark';
  test(`${kind} ${url}, ${theme} theme: ${does.map(([label]) => label).join(', ')} and a theme switch, with no CSP violation`, async ({
    page,
    consoleWatch,
  }) => {
    // The 404 page is served with status 404, which the browser logs.
    consoleWatch.allow(
      /^error: Failed to load resource: the server responded with a status of 404 .*\/no\/such\/page\/\)$/,
    );
    const violations = await watchViolations(page);
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
    await gotoHydrated(page, url);
    await expect(html(page)).toHaveAttribute('data-theme', theme);
    for (const [, run] of does) await run(page);
    await page.getByTestId('theme-toggle').click();
    await expect(html(page)).toHaveAttribute('data-theme', OTHER[theme]);
    expect(violations).toEqual([]);
  });
});
