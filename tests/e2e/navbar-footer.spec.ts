import { expect, gotoHydrated, mainNav, test } from './fixtures';

test('navbar links go to their targets', async ({ page }) => {
  await gotoHydrated(page, '/');
  for (const [label, url] of [
    ['Docs', /\/docs\/getting-started\/$/],
    ['API', /\/docs\/api\/namespaces\/$/],
    ['Research', /\/research\/$/],
    ['Contribute', /\/contribute\/$/],
  ] as const) {
    await mainNav(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
  const github = mainNav(page).getByRole('link', { name: /GitHub/ });
  await expect(github).toHaveAttribute('href', 'https://github.com/celerity/celerity-runtime');
  await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(github).toHaveAttribute('target', '_blank');
});

test('Docs is active on guides but not on API pages; API is active on API pages', async ({ page }) => {
  await page.goto('/docs/range-mappers/');
  await expect(mainNav(page).getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(mainNav(page).getByRole('link', { name: 'API', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/docs/api/namespaces/');
  await expect(mainNav(page).getByRole('link', { name: 'API', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(mainNav(page).getByRole('link', { name: 'Docs', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/research/');
  await expect(mainNav(page).getByRole('link', { name: 'Research', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the locale dropdown offers English only and opens with the keyboard', async ({ page }) => {
  await gotoHydrated(page, '/docs/');
  const toggle = mainNav(page).getByRole('button', { name: 'Language: English' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link')).toHaveText(['English']);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await page.locator('h1').click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('footer has its links, copyright and trademark note', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [label, href] of [
    ['Getting Started', /\/docs\/getting-started\/$/],
    ['Installation', /\/docs\/installation\/$/],
    ['Issues & Limitations', /\/docs\/issues-and-limitations\/$/],
    ['Celerity Discord', /^https:\/\/discord\.gg\//],
    ['Stack Overflow', 'https://stackoverflow.com/questions/tagged/celerity-hpc'],
    ['Research', /\/research\/$/],
    ['Contribute', /\/contribute\/$/],
    ['Blog', /\/blog\/$/],
    ['GitHub', 'https://github.com/celerity/celerity-runtime'],
  ] as const) {
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText(
    'Copyright © 2025 Distributed and Parallel Systems Group, University of Innsbruck.',
  );
  await expect(footer).toContainText('SYCL and the SYCL logo are trademarks of the Khronos Group Inc.');
});

test('skip link moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/docs/getting-started/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The article, past the sidebar's links: the next Tab reaches the breadcrumbs.
  await expect(page.locator('#main-content main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveCount(1);
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});
