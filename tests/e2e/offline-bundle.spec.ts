import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unpackOfflineBundle } from './offline-bundle-root';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The offline bundle (`npm run bundle`, run by npm test after the build), unpacked to a temporary folder
// and read through file:// URLs as a reader on a cluster login node would: no server, no network.
let root = '';
let remove = () => {};

test.beforeAll(async () => {
  ({ root, remove } = await unpackOfflineBundle());
});
test.afterAll(() => remove());

/** Every request the page makes; the test asserts they all stay on file://. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return requests;
}

test('pages open from the file system and link to each other', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(pathToFileURL(path.join(root, 'index.html')).href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started\/index\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
  await expect(page.locator('link[rel="stylesheet"]').first()).toHaveAttribute('href', /^\.\.\/\.\.\//);
  // The served page's policy is not carried over: it allows the dropped scripts by hash, and 'self', which by
  // the standard matches nothing for a page with a file:// URL (its origin is opaque).
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await sidebar.getByRole('link', { name: 'Host Tasks' }).click();
  await expect(page).toHaveURL(/\/docs\/host-tasks\/index\.html$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/docs\/api\/namespaces\/index\.html$/);
  await page.locator('article a[href*="records/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/records\/[0-9A-F]{16}\/index\.html$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
});

test('the theme toggle works and is kept across pages', async ({ page }) => {
  await page.goto(pathToFileURL(path.join(root, 'docs/tutorial/index.html')).href);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.goto(pathToFileURL(path.join(root, 'docs/installation/index.html')).href);
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('offline search finds guides and API symbols and opens them', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(pathToFileURL(path.join(root, 'docs/getting-started/index.html')).href);
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await dialog.getByRole('searchbox', { name: 'Search docs' }).fill('range mapper');
  await expect(dialog.getByRole('link').first()).toContainText('Range Mappers');
  await dialog.getByRole('searchbox').fill('celerity::buffer');
  await expect(dialog.getByRole('link').first()).toContainText('celerity::buffer');
  await dialog.getByRole('searchbox').fill('zzqxj');
  await expect(dialog.getByRole('status')).toHaveText('No results for "zzqxj"');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByTestId('search-button').click();
  await dialog.getByRole('searchbox').fill('host tasks');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/host-tasks\/index\.html/);
  expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
});

test('the mobile menu opens the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(pathToFileURL(path.join(root, 'docs/reductions/index.html')).href);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  await menu.getByRole('link', { name: 'Range Mappers' }).click();
  await expect(page).toHaveURL(/\/docs\/range-mappers\/index\.html$/);
});
