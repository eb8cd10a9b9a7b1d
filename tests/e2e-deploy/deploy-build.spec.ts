import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, gotoHydrated, test } from '../e2e/fixtures';
import { unpackOfflineBundle } from '../e2e/offline-bundle-root';

// The site as the deploy workflow builds it: from a library checkout (scripts/deploy-fixture.ts lays one
// out from our synopsis and tests/fixtures/library-checkout/), with CELERITY_SOURCE_REF and unknown API
// names as errors. scripts/test.sh builds it and serves it from E2E_OUT_DIR.
const OUT = path.resolve(process.env.E2E_OUT_DIR ?? 'out');
// The bundle of the same build (check:reproducible --keep-bundle).
const BUNDLE = process.env.E2E_BUNDLE_DIR ?? 'bundle';
const LAYOUT = path.resolve('tests/fixtures/library-checkout');
const REF = 'v0.7.0';

const sitemap = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
const [major, minor, patch] = readFileSync(path.join(LAYOUT, 'VERSION'), 'utf8').split(/[.\s]/);

const PAGE_TYPES: Array<[string, RegExp]> = [
  ['home', /^\/$/],
  ['guide', /^\/docs\/[a-z0-9-]+\/$/],
  ['API index', /^\/docs\/api\/(records|functions|aliases|enums|namespaces)\/$/],
  ['API record', /^\/docs\/api\/records\/[^/]+\/$/],
  ['API member', /^\/docs\/api\/records\/[^/]+\/[^/]+\/$/],
  ['API function', /^\/docs\/api\/functions\/[^/]+\/$/],
  ['API enum', /^\/docs\/api\/enums\/[^/]+\/$/],
  ['API alias', /^\/docs\/api\/aliases\/[^/]+\/$/],
  ['blog post', /^\/blog\/(?!tags\/)[a-z0-9-]+\/$/],
  ['research', /^\/research\/$/],
];

for (const [type, pattern] of PAGE_TYPES) {
  test(`a page of type "${type}" loads, hydrates and has one h1`, async ({ page }) => {
    const pagePath = paths.find((candidate) => pattern.test(candidate));
    expect(pagePath, `no ${type} page in the deploy build's sitemap`).toBeDefined();
    await gotoHydrated(page, pagePath ?? '/');
    await expect(page.locator('h1')).toHaveCount(1);
    // The suite's server sends no headers, as GitHub Pages: the page's own policy is the one in force,
    // and the console check of the fixture fails on any violation of it.
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  });
}

test('the version constants of the configured version.h are documented with their values', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/installation/');
  // The guide names celerity::version::major; a source checkout only has it once version.h.in is configured.
  await page.locator('article a', { hasText: 'celerity::version::major' }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/namespaces\/#/);
  const section = page.locator('section', { has: page.locator('h2', { hasText: /^celerity::version/ }) });
  await expect(section).toContainText(`constexpr int major = ${major};`);
  await expect(section).toContainText(`constexpr int minor = ${minor};`);
  await expect(section).toContainText(`constexpr int patch = ${patch};`);
  await expect(section).toContainText('git_revision;');
});

test('API pages link their declaration at the documented ref, by line', async ({ page }) => {
  await gotoHydrated(page, '/docs/api/records/');
  await page.getByRole('link', { name: 'buffer', exact: true }).first().click();
  await expect(page.locator('h1')).toContainText('buffer');
  const declared = page.getByRole('link', { name: /^include\/buffer\.h:\d+$/ });
  await expect(declared).toHaveAttribute(
    'href',
    new RegExp(`^https://github\\.com/celerity/celerity-runtime/blob/${REF}/include/buffer\\.h#L\\d+$`),
  );
  const line = Number(/:(\d+)$/.exec((await declared.textContent()) ?? '')?.[1]);
  const header = readFileSync(path.resolve('content/api/include/celerity/buffer.h'), 'utf8').split('\n');
  // The declaration starts at its template head or at the class line itself.
  expect(header.slice(line - 1, line + 1).join('\n')).toMatch(/template|class buffer/);
});

test('detail records of the checkout are documented, using-declarations with several names included', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/api/namespaces/');
  await page.getByRole('link', { name: 'id_vector', exact: true }).click();
  await expect(page.locator('h1')).toContainText('id_vector');
  // at_id follows two multi-name using-declarations: a misread one would swallow it.
  await expect(page.locator('article')).toContainText('at_id');
});

// This build is made with hosted search configured, as production is (tests/e2e-hosted runs on it too), so
// its pages ask the search service; the records are checked through its offline bundle, whose local index
// holds the same records that `npm run search:upload` sends.
test('search finds what only the configured header declares', async ({ page }) => {
  const bundle = await unpackOfflineBundle(BUNDLE);
  try {
    await page.goto(pathToFileURL(path.join(bundle.root, 'docs/getting-started/index.html')).href);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await dialog.getByRole('searchbox', { name: 'Search docs' }).fill('git_revision');
    await expect(dialog.getByRole('link').first()).toContainText('git_revision');
  } finally {
    bundle.remove();
  }
});

test("a record page shows its uses in the checkout's examples, linked at the documented ref", async ({
  page,
}) => {
  // Source builds name pages by id: go to buffer's through the index.
  await gotoHydrated(page, '/docs/api/records/');
  await page.getByRole('link', { name: 'buffer', exact: true }).first().click();
  await expect(page.locator('h1')).toContainText('buffer');
  const section = page.locator('section', {
    has: page.locator('h2', { hasText: "In the library's examples" }),
  });
  const first = section.getByRole('link', { name: /^examples\/fixture_\w+\/fixture_\w+\.cc:\d+$/ }).first();
  const [file, line] = ((await first.textContent()) ?? '').split(':');
  await expect(first).toHaveAttribute(
    'href',
    `https://github.com/celerity/celerity-runtime/blob/${REF}/${file}#L${line}`,
  );
  const source = readFileSync(path.join(LAYOUT, file ?? ''), 'utf8').split('\n');
  expect(source[Number(line) - 1]).toMatch(/buffer</);
  await expect(section.locator('pre').first()).toContainText(source[Number(line) - 1]?.trim() ?? '');
});
