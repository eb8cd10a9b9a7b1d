import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

// Search covers one docs version: the modal that of the page it opens on, /search/ the one in
// `&version=`. "Range mappers" is a guide of every version, so each version's search finds its own copy.

const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');
const modalVersion = (page: Page) => page.getByRole('combobox', { name: 'Search in version' });

async function hrefs(page: Page): Promise<string[]> {
  await expect(hitLinks(page).first()).toBeVisible();
  return hitLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}
const docsHrefs = async (page: Page) => (await hrefs(page)).filter((href) => href.startsWith('/docs/'));

test('the modal on a /docs/0.6/ page searches 0.6, and its select switches to 0.7', async ({ page }) => {
  await gotoHydrated(page, '/docs/0.6/range-mappers/');
  await page.getByTestId('search-button').click();
  await expect(modalVersion(page)).toHaveValue('0.6');
  await page.locator('.DocSearch-Input').fill('range mappers');
  const in06 = await docsHrefs(page);
  expect(in06.some((href) => href.startsWith('/docs/0.6/range-mappers/'))).toBe(true);
  expect(in06.filter((href) => !href.startsWith('/docs/0.6/'))).toEqual([]);

  await modalVersion(page).selectOption('0.7');
  await expect(page.locator('.DocSearch-Hit a[href^="/docs/range-mappers/"]').first()).toBeVisible();
  const in07 = await docsHrefs(page);
  expect(in07.filter((href) => /^\/docs\/(0\.6|next)\//.test(href))).toEqual([]);
  await expect(page.locator('.DocSearch-Input')).toHaveValue('range mappers');
  await expect(modalVersion(page)).toBeFocused();
});

test('/search/?version=next searches the unreleased docs and offers the version select', async ({ page }) => {
  await gotoHydrated(page, '/search/?q=range%20mappers&version=next');
  const select = page.getByRole('combobox', { name: 'Search in version' });
  await expect(select).toHaveValue('current');
  const results = page.locator('main ol a');
  await expect(results.first()).toBeVisible();
  const urls = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(urls.some((href) => href.startsWith('/docs/next/range-mappers/'))).toBe(true);
  expect(urls.filter((href) => href.startsWith('/docs/') && !href.startsWith('/docs/next/'))).toEqual([]);

  await select.selectOption('0.6');
  await expect(page).toHaveURL(/\/search\/\?q=range%20mappers&version=0\.6$/);
  await expect(page.locator('main ol a[href^="/docs/0.6/range-mappers/"]').first()).toBeVisible();
});

test('/search/ with an unknown version says so and searches the latest release', async ({ page }) => {
  await gotoHydrated(page, '/search/?q=range%20mappers&version=0.1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'There is no docs version “0.1”; showing results for 0.7.',
  );
  await expect(page.locator('main ol a[href^="/docs/range-mappers/"]').first()).toBeVisible();
});
