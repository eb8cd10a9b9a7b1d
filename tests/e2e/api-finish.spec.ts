import type { Page } from '@playwright/test';
import { HANDLER, HOST_ACCESSOR } from './api-urls';
import { expect, gotoHydrated, test } from './fixtures';
import { breaksOffSeams, lineBreaksAfter } from './line-breaks';

// API pages read closely: overloads each named apart in their headings and the table of contents,
// headings and breadcrumbs that wrap at seams on a phone, every parameter documented under its name,
// descriptions in one column, deprecated symbols marked in listings.

const headings = (page: Page) => page.locator('main h2[id^="h-"] code');

for (const url of [
  `${HANDLER}constructors/`,
  `${HOST_ACCESSOR}operator-star/`,
  `${HOST_ACCESSOR}constructors/`,
])
  test(`${url}: no two overloads have the same heading or TOC entry`, async ({ page }) => {
    await gotoHydrated(page, url);
    const labels = await headings(page).allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size, labels.join('\n')).toBe(labels.length);
    const toc = await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link')
      .allTextContents();
    for (const label of labels) expect(toc).toContain(label);
  });

test('overload headings wrap at ::, ( and spaces on a phone, never inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, `${HANDLER}parallel_for/`);
  const all = headings(page);
  expect(await breaksOffSeams(all)).toEqual([]);
});

test('a pack parameter is listed by name with its description', async ({ page }) => {
  await gotoHydrated(page, `${HANDLER}parallel_for/`);
  const params = page
    .locator('main dl')
    .filter({ has: page.locator('dt', { hasText: 'global_range' }) })
    .first();
  const pack = params
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: 'reductions_and_kernel' }) });
  await expect(pack.locator('dd')).toContainText(/\w+ \w+/);
  await expect(page.locator('main dt', { hasText: '(unnamed)' })).toHaveCount(0);
});

test('the descriptions of a parameter list start in one column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, `${HANDLER}parallel_for/`);
  const lists = await page.locator('main dl:has(dt code)').all();
  expect(lists.length).toBeGreaterThan(2);
  for (const list of lists) {
    const starts = await list
      .locator('dd')
      .evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().left)));
    expect(new Set(starts).size, starts.join(' ')).toBe(1);
  }
});

test('breadcrumbs on a phone: the separator ends a line, a long name breaks after _', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/docs/api/macros/CELERITY_FEATURE_SIMPLE_SCALAR_REDUCTIONS/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  const last = crumbs.locator('[aria-current="page"]');
  expect((await lineBreaksAfter(last)).filter((c) => c !== '_')).toEqual([]);
  const separators = await crumbs
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => [getComputedStyle(li, '::before').content, getComputedStyle(li, '::after').content]),
    );
  expect(separators.at(-1)).toEqual(['none', 'none']);
  expect(separators.length).toBeGreaterThan(2);
  for (const [before, after] of separators.slice(0, -1)) expect([before, after]).toEqual(['none', '"›"']);
});

test('listings mark deprecated symbols as their pages do', async ({ page }) => {
  await gotoHydrated(page, '/docs/api/records/');
  const line = (name: string) =>
    page.locator('main li').filter({ has: page.locator(`a > code:text-is("${name}")`) });
  await expect(line('distr_queue')).toContainText('deprecated');
  await expect(line('queue')).not.toContainText('deprecated');
  await gotoHydrated(page, '/docs/0.6/api/records/');
  await expect(line('distr_queue')).not.toContainText('deprecated');
});

test('the changes pages call a constructor a constructor', async ({ page }) => {
  await gotoHydrated(page, '/docs/api/changes/0-6-to-0-7/');
  const entry = page
    .locator('main li')
    .filter({ has: page.locator('code', { hasText: /^celerity::access::neighborhood::neighborhood$/ }) })
    .first();
  await expect(entry).toContainText('constructor');
  await expect(entry).not.toContainText('member function');
});

test('on a phone, search hit titles wrap at the seams of long names, in the modal and on the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/search/?q=get_collective_mpi_comm');
  const pageTitles = page.locator('main h2 a');
  await expect(pageTitles.first()).toBeVisible();
  expect(await breaksOffSeams(pageTitles, 5)).toEqual([]);
  await page.getByTestId('search-button').click();
  await page.locator('.DocSearch-Input').fill('get_collective_mpi_comm');
  const modalTitles = page.locator('.DocSearch-Hit-title');
  await expect(modalTitles.first()).toContainText('get_collective_mpi_comm');
  expect(await breaksOffSeams(modalTitles, 5)).toEqual([]);
});

test('operator-> stays whole in a title that wraps', async ({ page }) => {
  const title = page.locator('main h1 code');
  for (const width of [768, 820, 900, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, `${HOST_ACCESSOR}operator-arrow/`);
    await expect(title).toContainText('operator->');
    expect(await lineBreaksAfter(title), `${width} px`).not.toContain('-');
  }
});
