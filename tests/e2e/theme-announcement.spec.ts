import type { Page } from '@playwright/test';
import { expect, expectHydrated, gotoHydrated, test } from './fixtures';

const toggle = (page: Page) => page.getByTestId('theme-toggle');

test('light by default, even when the system prefers dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the toggle switches and the choice persists across pages and reloads', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.goto('/research/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a stored dark theme is applied before first paint (no flash)', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    // Record the theme when the first visible content (the navbar) is parsed, before it can paint.
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-navbar]')) {
        (window as unknown as { firstTheme?: string }).firstTheme = document.documentElement.dataset.theme;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/docs/getting-started/');
  expect(await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe('dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(22, 24, 29)');
});

test('the announcement bar stays dismissed, and shows again for a new id', async ({ page }) => {
  await gotoHydrated(page, '/');
  const bar = page.getByRole('region', { name: 'Announcement' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeHidden();
  await page.evaluate(() =>
    localStorage.setItem('celerity.announcement.dismissed', JSON.stringify({ id: 'an-older-announcement' })),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
});

test('a corrupted announcement value is ignored and cleaned up', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('celerity.announcement.dismissed', '{not json'));
  await gotoHydrated(page, '/');
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
});
