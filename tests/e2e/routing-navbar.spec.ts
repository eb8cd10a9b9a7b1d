import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { twoFramesLater } from './routing-helpers';

const navbar = (page: Page) => page.locator('[data-navbar]');

/**
 * Scrolls by `dy` (with the mouse wheel, or `window.scrollBy` when `wheel` is false) and waits until the page
 * is there and two frames have rendered since: the navbar updates in the frame after a scroll event.
 */
async function scrollBy(page: Page, dy: number, wheel = true) {
  const target = await page.evaluate(
    (dy) => Math.min(Math.max(window.scrollY + dy, 0), document.documentElement.scrollHeight - innerHeight),
    dy,
  );
  if (wheel) await page.mouse.wheel(0, dy);
  else await page.evaluate((dy) => window.scrollBy(0, dy), dy);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
  await twoFramesLater(page);
}

test('on mobile widths the navbar hides on scroll down and comes back on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await gotoHydrated(page, '/docs/tutorial/');
  await scrollBy(page, 800);
  await expect(navbar(page)).toHaveAttribute('data-hidden', '');
  await scrollBy(page, -200);
  await expect(navbar(page)).not.toHaveAttribute('data-hidden');
});

test('on desktop widths the navbar never hides', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 700 });
  await gotoHydrated(page, '/docs/tutorial/');
  await scrollBy(page, 1200);
  await expect(navbar(page)).not.toHaveAttribute('data-hidden');
});

test('the navbar stays while a dropdown, the drawer or the search modal is open', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await gotoHydrated(page, '/docs/tutorial/');
  // The search modal marks the body the way DocSearch does.
  await page.evaluate(() => document.body.classList.add('DocSearch--active'));
  await scrollBy(page, 800);
  await expect(navbar(page)).not.toHaveAttribute('data-hidden');
  await page.evaluate(() => document.body.classList.remove('DocSearch--active'));
  await scrollBy(page, 600);
  await expect(navbar(page)).toHaveAttribute('data-hidden', '');
  // Opening the drawer (a modal dialog) brings the navbar back.
  await scrollBy(page, -200);
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
  await scrollBy(page, 600, false);
  await expect(navbar(page)).not.toHaveAttribute('data-hidden');
});

test('the mobile drawer closes on Escape, on navigation and at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await gotoHydrated(page, '/docs/getting-started/');
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await drawer
    .getByRole('link', { name: /Tutorial/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/docs\/tutorial\/$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 996, height: 700 });
  await expect(drawer).toBeHidden();
});

test('a dropdown opens with the keyboard and closes on Escape and on a click outside', async ({ page }) => {
  await gotoHydrated(page, '/docs/tutorial/');
  const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Language/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.locator('h1').click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
