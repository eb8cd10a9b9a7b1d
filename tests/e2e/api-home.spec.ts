import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { getVersion, latestVersion } from '@/lib/content/versions';
import { axeViolations } from './axe';
import { expect, expectHydrated, gotoHydrated, test } from './fixtures';

// The API reference's home in every docs version, the API sidebar, the changes pages' links, and the
// words around versions: titles, banners and the announcement.

const latest = latestVersion();
const older = getVersion('0.6');

for (const [root, version] of [
  ['/docs/api/', latest],
  ['/docs/0.6/api/', older],
  ['/docs/next/api/', getVersion('current')],
] as const) {
  test(`${root} is the API's home: kinds with counts, namespaces, changes, search; in the sidebar`, async ({
    page,
  }) => {
    const response = await page.goto(root);
    expect(response?.status()).toBe(200);
    await expectHydrated(page);
    const article = page.locator('article');
    await expect(article.locator('h1')).toHaveText('API reference');
    const records = getVersionApiModel(version).records.length;
    await expect(article.getByRole('link', { name: 'Records', exact: true })).toHaveAttribute(
      'href',
      new RegExp(`${root}records/$`),
    );
    await expect(article.locator('li', { hasText: /^Records \(/ })).toContainText(`Records (${records})`);
    await expect(article.getByRole('link', { name: 'celerity', exact: true })).toHaveAttribute(
      'href',
      new RegExp(`${root}namespaces/#`),
    );
    await expect(article.getByRole('link', { name: 'API changes' })).toHaveAttribute(
      'href',
      /\/docs\/api\/changes\/$/,
    );
    await expect(article.locator('#search')).toHaveText(/Finding a name/);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: 'Changes between versions' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the API home is in the sitemap for released versions', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/\/docs\/api\/<\/loc>/);
  expect(sitemap).toMatch(/\/docs\/0\.6\/api\/<\/loc>/);
});

test("the 0.7 API sidebar lists the changes between versions, as next's does", async ({ page }) => {
  await gotoHydrated(page, '/docs/api/records/');
  const link = page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Changes between versions' });
  await expect(link).toHaveAttribute('href', /\/docs\/api\/changes\/$/);
});

test('the changes page links removed symbols to the last version documenting them, one entry per symbol', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/api/changes/0-6-to-0-7/');
  const removed = page.locator('section[aria-labelledby="removed"]');
  const tag = removed.getByRole('link', { name: 'celerity::experimental::collective_tag', exact: true });
  await expect(tag).toHaveAttribute('href', /\/docs\/0\.6\/api\/records\/[^/]+\/$/);
  await expect(removed.locator('li > code')).toHaveCount(0);
  await tag.click();
  await expect(page.locator('h1')).toContainText('collective_tag');
  await page.goBack();
  // The two deprecated constructors of neighborhood form one entry; experimental::fence, deprecated since
  // 0.5 and only split into three overloads in 0.7, is a change, not a deprecation.
  const deprecated = page.locator('section[aria-labelledby="deprecated"]');
  const entry = (name: string) => deprecated.locator(':scope > ul > li', { hasText: name });
  const neighborhood = entry('celerity::access::neighborhood::neighborhood');
  await expect(neighborhood).toHaveCount(1);
  await expect(
    neighborhood.getByRole('list', { name: /Deprecated overloads/ }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(entry('celerity::experimental::fence')).toHaveCount(0);
});

test('pages of another version than the latest name it in their title', async ({ page }) => {
  await page.goto('/docs/0.6/range-mappers/');
  await expect(page).toHaveTitle(/^Range Mappers \| Celerity 0\.6$/);
  await page.goto('/docs/next/range-mappers/');
  await expect(page).toHaveTitle(/^Range Mappers \| Celerity Next$/);
  await page.goto('/docs/range-mappers/');
  await expect(page).toHaveTitle(/^Range Mappers \| Celerity$/);
  await page.goto('/docs/0.6/api/');
  await expect(page).toHaveTitle('API reference | Celerity 0.6');
});

test('the unreleased banner names the version once; the announcement links the release post', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/next/tutorial/');
  const banner = page.locator('[data-version-banner="unreleased"]');
  await expect(banner).toContainText('unreleased development version');
  await expect(banner).not.toContainText('(Next (unreleased))');
  const announcement = page.getByRole('region', { name: 'Announcement' });
  await announcement.getByRole('link', { name: 'read the release notes on the blog' }).click();
  await expect(page).toHaveURL(/\/blog\/celerity-0-7-0-released\/$/);
  await expect(page.locator('h1')).toContainText('Celerity 0.7.0 released');
});
