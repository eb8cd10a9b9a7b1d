import { expect, gotoHydrated, test } from './fixtures';

test('at 995 px the menu button opens a drawer with the navbar items and the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 995, height: 800 });
  await gotoHydrated(page, '/docs/range-mappers/');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Research' }),
  ).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: /Range Mappers/i })).toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('button', { name: '← Back to main menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Research' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('at 997 px there is no menu button and the sidebar is visible', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await gotoHydrated(page, '/docs/range-mappers/');
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeHidden();
  await expect(
    page.getByRole('complementary').getByRole('navigation', { name: 'Docs sidebar' }),
  ).toBeVisible();
});

test('the drawer keeps focus inside, closes on navigation and when the window grows', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await gotoHydrated(page, '/docs/getting-started/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await drawer.getByRole('link', { name: /Installation/i }).click();
  await expect(page).toHaveURL(/\/docs\/installation\/$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(drawer).toBeHidden();
});

test('under 1200 px the "On this page" list opens above the article and jumps to a heading', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await gotoHydrated(page, '/docs/range-mappers/');
  const toc = page.locator('main details').filter({ hasText: 'On this page' });
  await expect(toc.getByRole('link')).toHaveCount(0);
  await toc.getByText('On this page').click();
  const links = toc.getByRole('link');
  // The list renders its links when it opens: wait for them rather than counting at once.
  await expect(links.nth(2)).toBeVisible();
  const second = links.nth(1);
  const target = ((await second.getAttribute('href')) ?? '').slice(1);
  await second.click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
});

test('on a phone the search results end above the modal footer, and "See all" opens the search page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/docs/host-tasks/');
  await page.getByTestId('search-button').click();
  await page.locator('.DocSearch-Input').fill('collective');
  const seeAll = page.locator('.DocSearch-HitsFooter a');
  await expect(seeAll).toBeVisible();
  await page.locator('.DocSearch-Dropdown').evaluate((list) => list.scrollTo(0, list.scrollHeight));
  const results = await page.locator('.DocSearch-Dropdown').boundingBox();
  const footer = await page.locator('.DocSearch-Footer').boundingBox();
  expect(results!.y + results!.height).toBeLessThanOrEqual(footer!.y + 1);
  await seeAll.click();
  await expect(page).toHaveURL(/\/search\/\?q=collective$/);
});
