import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, gotoHydrated, test } from './fixtures';

// Every guide listed in the docs sidebar data gets exactly one sidebar link, in the listed order
// (read straight from the content, not through lib/).
const docsSidebar = parse(readFileSync(path.resolve('content/sidebars.yaml'), 'utf8')) as {
  docs: Array<{ items: Array<string | { href: string }> }>;
};
// A guide is listed by its id; a link item (the messages reference) by its href.
const sidebarGuideUrls = docsSidebar.docs.flatMap((category) =>
  category.items.map((item) => (typeof item === 'string' ? `/docs/${item}/` : item.href)),
);

test('the docs sidebar has the three open categories with the guides in order', async ({ page }) => {
  await page.goto('/docs/getting-started/');
  const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.locator('span')).toHaveText(['Introduction', 'Guides', 'In depth']);
  expect(sidebarGuideUrls.length).toBeGreaterThanOrEqual(13);
  const hrefs = await sidebar
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(sidebarGuideUrls);
  await expect(sidebar.getByRole('link', { name: /Getting Started/i })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('configuration and the docs home have no sidebar', async ({ page }) => {
  for (const path of ['/docs/configuration/', '/docs/']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
  }
});

test('breadcrumbs show Docs › category › page', async ({ page }) => {
  await page.goto('/docs/reductions/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('listitem')).toHaveCount(4);
  await expect(crumbs.getByRole('listitem').nth(2)).toHaveText('Guides');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(/Reductions/i);
  await crumbs.getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/docs\/$/);
});

test('the table of contents lists exactly the h2 and h3 headings', async ({ page }) => {
  await page.goto('/docs/range-mappers/');
  // Static HTML, no hydration needed; React reveals the page content on the next frame.
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  const headings = await page
    .locator('article :is(h2, h3)')
    .evaluateAll((nodes) => nodes.map((node) => node.id));
  const toc = await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  expect(headings.length).toBeGreaterThan(2);
  expect(toc).toEqual(headings.map((id) => `#${id}`));
});

test('headings carry # anchor links to themselves', async ({ page }) => {
  await gotoHydrated(page, '/docs/installation/');
  const heading = page.locator('article h2').first();
  const id = await heading.getAttribute('id');
  const anchor = heading.locator('a.hash-link');
  await expect(anchor).toHaveAttribute('href', `#${id}`);
  await expect(anchor).toHaveAttribute('aria-label', /^Direct link to /);
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
});

test('the last update line names a date and an author', async ({ page }) => {
  await page.goto('/docs/getting-started/');
  await expect(page.locator('[data-last-updated]')).toHaveText(
    /^Last updated on \w{3} \d{1,2}, \d{4} by \S.+$/,
  );
});

test('previous and next links follow the sidebar order', async ({ page }) => {
  await page.goto('/docs/installation/');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveAttribute(
    'href',
    /\/docs\/getting-started\/$/,
  );
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveAttribute('href', /\/docs\/tutorial\/$/);
});

test('code blocks are highlighted at build time, titled, and copyable', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/docs/getting-started/');
  const block = page.locator('figure[data-code-block]').first();
  await expect(block.locator('pre.shiki')).toBeVisible();
  expect(await block.locator('pre .line span[class]').count()).toBeGreaterThan(3);
  await expect(page.locator('figure[data-code-block] [data-code-title]').first()).not.toBeEmpty();
  expect(await page.content()).not.toContain('highlight-next-line');
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await block.locator('pre').textContent());
});

test('off-screen code blocks are laid out only near the viewport, at the height of their lines', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/tutorial/');
  const codes = page.locator('figure[data-code-block] pre code');
  expect(await codes.count()).toBeGreaterThan(5);
  const before = await codes.evaluateAll((elements) =>
    elements.map((code) => ({
      height: code.getBoundingClientRect().height,
      rendered: code.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    })),
  );
  // The lines of the page's complete program, at its end, wait off-screen; their block holds their height.
  expect(before.at(-1)).toEqual({ height: expect.any(Number), rendered: false });
  for (const [index, { height }] of before.entries()) {
    await codes.nth(index).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        codes
          .nth(index)
          .evaluate((code) => code.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })),
      )
      .toBe(true);
    const rendered = await codes.nth(index).evaluate((code) => code.getBoundingClientRect().height);
    expect(
      Math.abs(rendered - height),
      `block ${index + 1}: ${height} px before, ${rendered} after`,
    ).toBeLessThan(1);
  }
});
