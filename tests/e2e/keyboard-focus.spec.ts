import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { holdRequests } from './routing-helpers';

// Where keyboard focus goes when what had it closes or disappears: never to the page's body, and
// never behind a modal.

const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);
const activeIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('the search modal is a dialog that keeps Tab inside, and gives focus back to where it was', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/range-mappers/');
  const sidebarLink = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').nth(2);
  await sidebarLink.focus();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search docs' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('fence');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await activeInside(page, '.DocSearch-Modal'), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await activeInside(page, '.DocSearch-Modal'), `Shift+Tab ${i + 1}`).toBe(true);
  }
  // The page behind is out of reach while the modal is open.
  expect(
    await page.evaluate(
      () => document.querySelector<HTMLElement>('#main-content')?.closest('[inert]') !== null,
    ),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(sidebarLink).toBeFocused();
  expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
});

test("the modal's Cancel button shows keyboard focus on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/docs/');
  await page.getByTestId('search-button').click();
  await page.keyboard.type('fence');
  const cancel = page.locator('.DocSearch-Cancel');
  await expect(cancel).toBeVisible();
  for (let i = 0; i < 6 && !(await cancel.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  expect(await cancel.evaluate((b) => getComputedStyle(b).outlineStyle)).toBe('solid');
});

test('Ctrl+K does not open search behind the open navigation drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/docs/range-mappers/');
  const toggle = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Control+k');
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('switching the drawer between the page menu and the main menu keeps focus in the drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/docs/range-mappers/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await drawer.getByRole('button', { name: '← Back to main menu' }).press('Enter');
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await activeInside(page, 'dialog nav')).toBe(true);
  await drawer.getByRole('button', { name: 'Show page menu →' }).press('Enter');
  await expect(drawer.getByRole('button', { name: '← Back to main menu' })).toBeFocused();
});

test('a dropdown closes when Tab leaves it', async ({ page }) => {
  await gotoHydrated(page, '/docs/range-mappers/');
  const toggle = page.getByRole('button', { name: /^Docs version/ });
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const links = await page.locator(`#${await toggle.getAttribute('aria-controls')} a`).count();
  for (let i = 0; i <= links; i++) await page.keyboard.press('Tab');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test("a version menu's link keeps focus when the menu's page lists arrive", async ({ page }) => {
  // The lists load when the menu opens; a reader on a slow network tabs into the menu before they are in.
  const release = await holdRequests(page, '**/version-pages/*.json');
  await gotoHydrated(page, '/docs/range-mappers/');
  const toggle = page.getByRole('button', { name: /^Docs version/ });
  await toggle.press('Enter');
  await page.keyboard.press('Tab');
  const links = page.locator(`#${await toggle.getAttribute('aria-controls')} a`);
  const link = links.first();
  await expect(link).toBeFocused();
  const before = await link.getAttribute('href');
  release();
  await expect(page.locator('[data-state="pages-loaded"]').filter({ has: toggle })).toHaveCount(1);
  // The link now leads to the same page in its version, and it is the element that still has focus.
  await expect(link).not.toHaveAttribute('href', before ?? '');
  await expect(link).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(links.nth(1)).toBeFocused();
});

test('Copy page keeps focus while it copies, and dismissing the announcement moves focus on', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/getting-started/');
  const copy = page.getByRole('button', { name: 'Copy page' });
  await copy.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused();
  await page.getByRole('button', { name: 'Dismiss announcement' }).press('Enter');
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
  expect(await activeIsBody(page)).toBe(false);
  expect(await activeInside(page, '[data-navbar]')).toBe(true);
});

test('"Load more results" moves focus to the first result it added', async ({ page }) => {
  await gotoHydrated(page, '/search/?q=buffer');
  const results = page.locator('main ol > li');
  await expect(results).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more results' }).press('Enter');
  await expect(results.nth(20).getByRole('link')).toBeFocused();
});
