import type { Page } from '@playwright/test';
import { expect, expectHydrated, gotoHydrated, test } from './fixtures';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

test('the button opens the modal with the placeholder; Escape closes it', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.getByTestId('search-button').click();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
  await expect(page.getByTestId('search-button')).toBeFocused();
});

test('Ctrl+K and Meta+K toggle the modal', async ({ page }) => {
  await gotoHydrated(page, '/docs/getting-started/');
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(modal(page)).toHaveCount(0);
  await page.keyboard.press('Meta+k');
  await expect(modal(page)).toBeVisible();
});

test('"/" opens the modal, but not while typing in an input', async ({ page }) => {
  await gotoHydrated(page, '/search/');
  await page.locator('#search-page-input').fill('');
  await page.locator('#search-page-input').press('/');
  await expect(modal(page)).toHaveCount(0);
  await expect(page.locator('#search-page-input')).toHaveValue('/');
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
});

test('typing while the search button has focus opens the modal with that text', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByTestId('search-button').focus();
  await page.keyboard.type('r');
  await expect(input(page)).toHaveValue('r');
});

test('keys typed right after a click, while the modal loads, reach the input once each', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.getByTestId('search-button').click();
  await page.keyboard.type('fence');
  await expect(input(page)).toHaveValue('fence');
});

test('the input is limited to 64 characters', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await input(page).fill('x'.repeat(80));
  await expect(input(page)).toHaveValue('x'.repeat(64));
  await expect(input(page)).toHaveAttribute('maxlength', '64');
});

test('results are grouped, escape C++ names, and navigate with the client router', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await input(page).fill('set_lookahead');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first).toContainText('set_lookahead');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('API');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  await input(page).fill('buffer<');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await page.locator('.DocSearch-Hits img, .DocSearch-Hits script').count()).toBe(0);
  await input(page).fill('neighborhood');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\//);
  await expect(modal(page)).toHaveCount(0);
  await expectHydrated(page);
});

test('"See all" links to the search page with the response hit count', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await input(page).fill('buffer');
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  await expect(seeAll).toHaveAttribute('href', '/search/?q=buffer');
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/\?q=buffer$/);
  await expect(page.locator('main ol li').first()).toBeVisible();
});

test('recent searches can become favorites and be removed', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await expect(page.getByText('No recent searches')).toBeVisible();
  await input(page).fill('reduction');
  await page.locator('.DocSearch-Hit a').first().click();
  await page.waitForURL(/\/docs\//);
  await page.keyboard.press('Control+k');
  const recent = page.locator('.DocSearch-Hit-source', { hasText: 'Recent' });
  await expect(recent).toBeVisible();
  await page.getByTitle('Save this search').first().click();
  await expect(page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' })).toBeVisible();
  await expect(recent).toHaveCount(0);
  await page.getByTitle('Remove this search from favorites').first().click();
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('corrupted stored searches do not break the modal', async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of [
      '__DOCSEARCH_RECENT_SEARCHES__celerity-local',
      '__DOCSEARCH_FAVORITE_SEARCHES__celerity-local',
    ]) {
      localStorage.setItem(key, '{broken');
    }
  });
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await expect(page.getByText('No recent searches')).toBeVisible();
  await input(page).fill('queue');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('no results shows the query, suggestions heading and the report link', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await input(page).fill('zzqqxxnothing');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "zzqqxxnothing"');
  await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/celerity\/celerity-runtime\/issues\/new\?title=/,
  );
});

test('a failing index shows the error screen and it stays', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route('**/search-index/**', (route) => route.abort());
  await page.clock.install();
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await input(page).fill('buffer');
  const error = page.getByTestId('search-error');
  await expect(error).toContainText('Unable to fetch results');
  await expect(error).toContainText('You might want to check your network connection.');
  // Whatever the modal has scheduled (DocSearch's stall timer, the index deadline) runs now; the error stays.
  await page.clock.runFor(10_000);
  await expect(error).toBeVisible();
});

test('a hanging index shows the stalled state, then the error; the next keystroke retries', async ({
  page,
}) => {
  let hang = true;
  await page.route('**/search-index/**', (route) => (hang ? undefined : route.continue()));
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await input(page).fill('buffer');
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(page.getByTestId('search-error')).toBeVisible({ timeout: 5000 });
  hang = false;
  await input(page).press('s');
  await expect(page.getByTestId('search-error')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('the search page reads ?q=, updates the url and loads more', async ({ page }) => {
  await gotoHydrated(page, '/search/?q=buffer');
  await expect(page.locator('h1')).toHaveText('Search results for “buffer”');
  await expect(page.locator('#search-page-input')).toHaveValue('buffer');
  const results = page.locator('main ol > li');
  await expect(results.first()).toBeVisible();
  // "buffer" has more hits than a page shows.
  await expect(results).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more results' }).click();
  await expect.poll(() => results.count()).toBeGreaterThan(20);
  await page.locator('#search-page-input').fill('reduction');
  await expect(page).toHaveURL(/\?q=reduction$/);
  await expect(results.first()).toContainText(/reduction/i);
  await page.locator('#search-page-input').fill('zzqqxxnothing');
  await expect(page.getByText('No results for “zzqqxxnothing”.')).toBeVisible();
});

test('the search page shows the error state when the index fails', async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route('**/search-index/**', (route) => route.abort());
  await page.goto('/search/?q=buffer');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Unable to fetch results');
});

test('search works with the keyboard only', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('host_task');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/docs\//);
});
