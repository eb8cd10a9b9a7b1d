import type { Page } from '@playwright/test';
import { getVersion, latestVersion } from '@/lib/content/versions';
import { expect, gotoHydrated, test } from './fixtures';
import { holdRequests } from './routing-helpers';

// The version switcher where the navbar's dropdown does not reach: the mobile menu, pages of no docs
// version, a choice made before the page lists arrived, and search opened before hydration.

const latest = latestVersion();
const older = getVersion('0.6');
const next = getVersion('current');
const PREFERENCE = 'docs-preferred-version-default';

const versionButton = (page: Page) => page.getByRole('button', { name: /^Docs version/ });

test('under 996 px the mobile menu switches versions from the keyboard and keeps the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  await gotoHydrated(page, '/docs/tutorial/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await drawer.getByRole('button', { name: '← Back to main menu' }).click();
  const toggle = drawer.getByRole('button', { name: `Docs version: ${latest.label}` });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.locator('[data-state="pages-loaded"]')).toHaveCount(1);
  const choice = drawer.getByRole('link', { name: older.label, exact: true });
  await expect(choice).toHaveAttribute('href', /\/docs\/0\.6\/tutorial\/$/);
  await choice.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/0\.6\/tutorial\/$/);
  await expect(drawer).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), PREFERENCE)).toBe(older.name);
});

test('outside the docs the dropdown names the remembered version, or the latest, from the first paint', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', { name: `Docs version: ${latest.label}` })).toBeVisible();
  await page.evaluate(([key, name]) => localStorage.setItem(key!, name!), [PREFERENCE, older.name]);
  // Before any script of the app has run the label is already the remembered one: no shift later.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  await page.goto('/blog/');
  await expect(page.getByRole('button', { name: `Docs version: ${older.label}` })).toBeVisible();
  const width = await versionButton(page).evaluate((element) => element.getBoundingClientRect().width);
  await page.unroute('**/_next/static/chunks/*.js');
  await gotoHydrated(page, '/blog/');
  const button = page.getByRole('button', { name: `Docs version: ${older.label}` });
  await expect(button).toBeVisible();
  expect(await button.evaluate((element) => element.getBoundingClientRect().width)).toBe(width);
  await button.click();
  await expect(page.getByRole('link', { name: older.label, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('link', { name: next.label, exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/next\/$/);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', { name: `Docs version: ${next.label}` })).toBeVisible();
});

test('a version chosen before the page lists arrived still says that the page is missing there', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/migrating-to-0-7/');
  const release = await holdRequests(page, '**/version-pages/*.json');
  await versionButton(page).click();
  await page.getByRole('link', { name: older.label, exact: true }).click();
  release();
  await expect(page).toHaveURL(/\/docs\/0\.6\/$/);
  await expect(page.locator('[data-version-notice]')).toHaveText(
    `This page (/docs/migrating-to-0-7/) does not exist in Celerity ${older.label}, so this is the docs home of ${older.label}.`,
  );
});

test('Ctrl+K pressed right after load, before the app is live, opens search', async ({ page }) => {
  // The app's scripts are held back until the key is pressed, so it certainly comes first.
  const release = await holdRequests(page, '**/_next/static/chunks/*.js');
  await page.goto('/docs/tutorial/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await page.keyboard.press('Control+K');
  release();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});
