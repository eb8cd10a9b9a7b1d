import type { Page } from '@playwright/test';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { listDocs } from '@/lib/content/docs';
import { getVersion, latestVersion } from '@/lib/content/versions';
import { expect, expectHydrated, gotoHydrated, test } from './fixtures';

// Docs versions as a reader moves between them: the dropdown keeps the page, banners say where the
// reader is, the choice is remembered, and unreleased docs stay out of search engines.

const latest = latestVersion();
const older = getVersion('0.6');
const next = getVersion('current');
const bufferId = getVersionApiModel(latest).records.find(
  (record) => record.qualifiedName === 'celerity::buffer',
)?.id;
if (!bufferId) throw new Error('the latest API model has no celerity::buffer');

const versionButton = (page: Page) => page.getByRole('button', { name: /^Docs version/ });

/** Opens the menu, waits for the versions' page lists it loads on first opening, and picks `label`. */
async function chooseVersion(page: Page, label: string) {
  await versionButton(page).click();
  await expect(page.locator('[data-state="pages-loaded"]')).toHaveCount(1);
  await page.getByRole('link', { name: label, exact: true }).click();
}

test('the dropdown keeps a guide across versions, and the older version says it is not the latest', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/tutorial/');
  await expect(versionButton(page)).toHaveText(latest.label);
  await chooseVersion(page, older.label);
  await expect(page).toHaveURL(/\/docs\/0\.6\/tutorial\/$/);
  await expect(versionButton(page)).toHaveText(older.label);
  const banner = page.locator('[data-version-banner="unmaintained"]');
  await expect(banner).toContainText(
    `documentation for Celerity ${older.label}, which is no longer the latest release`,
  );
  await banner.getByRole('link').click();
  await expect(page).toHaveURL(/\/docs\/tutorial\/$/);
  await expect(page.locator('[data-version-banner]')).toHaveCount(0);
});

test('the dropdown keeps an API page across versions; unreleased docs say so and are not indexed', async ({
  page,
}) => {
  await gotoHydrated(page, `/docs/api/records/${bufferId}/`);
  await chooseVersion(page, next.label);
  await expect(page).toHaveURL(new RegExp(`/docs/next/api/records/${bufferId}/$`));
  await expect(page.locator('h1')).toContainText('buffer');
  await expect(page.locator('[data-version-banner="unreleased"]')).toContainText('unreleased');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/docs/next/api/records/${bufferId}/$`),
  );
  // Links inside the page stay in the version: the sidebar's API indexes and the code links.
  await expect(
    page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').first(),
  ).toHaveAttribute('href', /\/docs\/next\/api\//);
});

test('a page missing in the target version opens its docs home there, with a notice', async ({ page }) => {
  // The migration guide to 0.7 has no place in the 0.6 docs.
  expect(listDocs(latest).map((doc) => doc.id)).toContain('migrating-to-0-7');
  expect(listDocs(older).map((doc) => doc.id)).not.toContain('migrating-to-0-7');
  await gotoHydrated(page, '/docs/migrating-to-0-7/');
  await chooseVersion(page, older.label);
  await expect(page).toHaveURL(/\/docs\/0\.6\/$/);
  await expect(page.locator('[data-version-notice]')).toHaveText(
    `This page (/docs/migrating-to-0-7/) does not exist in Celerity ${older.label}, so this is the docs home of ${older.label}.`,
  );
  // The notice is for that one arrival.
  await page.reload();
  await expectHydrated(page);
  await expect(page.locator('[data-version-notice]')).toHaveCount(0);
});

test('the chosen version is remembered: after a reload the navbar docs link opens it', async ({ page }) => {
  await gotoHydrated(page, '/');
  const docsLink = page.getByRole('navigation').getByRole('link', { name: 'Docs', exact: true }).first();
  await expect(docsLink).toHaveAttribute('href', /\/docs\/getting-started\/$/);
  await gotoHydrated(page, '/docs/tutorial/');
  await chooseVersion(page, older.label);
  await expect(page).toHaveURL(/\/docs\/0\.6\/tutorial\/$/);
  await gotoHydrated(page, '/');
  await expect(docsLink).toHaveAttribute('href', /\/docs\/0\.6\/getting-started\/$/);
  // A stored value that names no version is ignored.
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '{"broken'));
  await gotoHydrated(page, '/');
  await expect(docsLink).toHaveAttribute('href', /\/docs\/getting-started\/$/);
});

test("on a version's pages the navbar's docs links stay in that version, and API is the active item", async ({
  page,
}) => {
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const docs = navbar.getByRole('link', { name: 'Docs', exact: true });
  const api = navbar.getByRole('link', { name: 'API', exact: true });
  await gotoHydrated(page, '/docs/0.6/api/records/');
  await expect(docs).toHaveAttribute('href', /\/docs\/0\.6\/getting-started\/$/);
  await expect(api).toHaveAttribute('href', /\/docs\/0\.6\/api\/namespaces\/$/);
  await expect(api).toHaveAttribute('aria-current', 'page');
  await expect(docs).not.toHaveAttribute('aria-current', 'page');
  await gotoHydrated(page, '/docs/next/tutorial/');
  await expect(docs).toHaveAttribute('aria-current', 'page');
  await api.click();
  await expect(page).toHaveURL(/\/docs\/next\/api\/namespaces\/$/);
  // The latest version's pages link the latest, whatever version was last chosen elsewhere.
  await gotoHydrated(page, '/docs/api/records/');
  await expect(api).toHaveAttribute('href', /\/docs\/api\/namespaces\/$/);
});

test('the sitemap lists released versions and leaves out unreleased docs', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/docs/0.6/tutorial/</loc>');
  expect(sitemap).toContain('/docs/tutorial/</loc>');
  expect(sitemap).not.toContain('/docs/next/');
});
