import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoHydrated, test } from '../e2e/fixtures';

// The deploy path's build (scripts/test.sh), made as the deploy workflow makes it when hosted search is
// configured: NEXT_PUBLIC_DOCSEARCH_APP_ID=TESTAPP123, …_API_KEY=public-search-key, …_INDEX_NAME=celerity.
const OUT = path.resolve(process.env.E2E_OUT_DIR ?? 'out');
const ALGOLIA =
  /https:\/\/testapp123(-dsn)?\.algolia\.(net|io)\/|https:\/\/testapp123-\d\.algolianet\.com\//i;

test('hosted mode sends the documented multi-query request and shows the answer', async ({ page }) => {
  const requests: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  await page.route(ALGOLIA, async (route) => {
    const request = route.request();
    requests.push({ url: request.url(), headers: request.headers(), body: request.postDataJSON() });
    const hit = {
      objectID: '1',
      url: 'https://celerity.github.io/docs/reductions/#creating-a-reduction',
      type: 'lvl2',
      hierarchy: {
        lvl0: 'Guides',
        lvl1: 'Reductions',
        lvl2: 'Creating a reduction',
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content: null,
      _highlightResult: {
        hierarchy: {
          lvl1: { value: '<mark>Reductions</mark>', matchLevel: 'full', matchedWords: ['reduction'] },
        },
      },
      _snippetResult: { hierarchy: { lvl1: { value: '<mark>Reductions</mark>', matchLevel: 'full' } } },
    };
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: [
          {
            hits: [hit],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            query: 'reduction',
            params: '',
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            queryID: 'q1',
          },
        ],
      }),
    });
  });
  await gotoHydrated(page, '/docs/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('reduction');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Creating a reduction');

  const sent = requests.at(-1);
  expect(sent?.url).toMatch(/\/1\/indexes\/\*\/queries/);
  const credentials = `${sent?.url} ${JSON.stringify(sent?.headers)}`;
  expect(credentials).toContain('TESTAPP123');
  expect(credentials).toContain('public-search-key');
  const [query] = (sent?.body as { requests: Array<Record<string, unknown>> }).requests;
  expect(query).toMatchObject({
    indexName: 'celerity',
    query: 'reduction',
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.7']],
  });
  expect(query?.attributesToRetrieve).toEqual(
    expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']),
  );
  expect(query?.attributesToSnippet).toEqual(expect.arrayContaining(['content:10']));

  // The hit's absolute production url is followed as a path of this site.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/reductions\/#creating-a-reduction$/);
});

test("the hosted build allows the search service in the pages' policy <meta> and in out/_headers", async ({
  page,
}) => {
  // This suite's server sends no headers (playwright.config.ts), as GitHub Pages: the <meta> is the policy.
  const response = await page.goto('/docs/');
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /connect-src 'self' https:\/\/\*\.algolia\.net /,
  );
  expect(readFileSync(path.join(OUT, '_headers'), 'utf8')).toMatch(
    /connect-src 'self' https:\/\/\*\.algolia\.net /,
  );
});

test('hosted queries filter on the docs version of the page, and on the one chosen in the modal', async ({
  page,
}) => {
  const filters: unknown[] = [];
  await page.route(ALGOLIA, async (route) => {
    const body = route.request().postDataJSON() as {
      requests: Array<{ query: string; facetFilters: unknown }>;
    };
    for (const query of body.requests) if (query.query) filters.push(query.facetFilters);
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: body.requests.map((query) => ({
          hits: [],
          nbHits: 0,
          page: 0,
          nbPages: 0,
          hitsPerPage: 20,
          query: query.query,
          params: '',
          processingTimeMS: 1,
          exhaustiveNbHits: true,
        })),
      }),
    });
  });
  await gotoHydrated(page, '/docs/0.6/range-mappers/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('mapper');
  await expect
    .poll(() => filters.at(-1))
    .toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.6']]);

  await page.getByRole('combobox', { name: 'Search in version' }).selectOption('current');
  await expect
    .poll(() => filters.at(-1))
    .toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
});
