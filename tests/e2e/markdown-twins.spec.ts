import { otherVersions } from '@/lib/content/versions';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, gotoHydrated, test } from './fixtures';

// The Markdown twins (`/docs/x/` → `/docs/x.md`), llms.txt and llms-full.txt of the export under test,
// fetched from the static server like any client would.
const sitemap = readFileSync(path.resolve('out/sitemap.xml'), 'utf8');
const origin = /<loc>(https?:\/\/[^/<]+)/.exec(sitemap)?.[1] ?? '';
const pagePaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
  (match) => match[1] ?? '/',
);
const twinOf = (page: string) => (page === '/' ? '/index.md' : `${page.replace(/\/$/, '')}.md`);
const siteLinks = (markdown: string) =>
  [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((url) => url.startsWith(origin))
    .map((url) => new URL(url).pathname);

test('every sitemap page has a Markdown twin that its head links', async ({ request, page }) => {
  expect(pagePaths.length).toBeGreaterThan(100);
  for (const pagePath of pagePaths) {
    const response = await request.get(twinOf(pagePath));
    expect(response.status(), twinOf(pagePath)).toBe(200);
    expect(response.headers()['content-type']).toContain('text/markdown');
    expect((await response.text()).trim().length, twinOf(pagePath)).toBeGreaterThan(20);
  }
  await page.goto('/docs/host-tasks/');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    /\/docs\/host-tasks\.md$/,
  );
});

test('links in the twins and in llms.txt resolve', async ({ request }) => {
  const documents = await Promise.all(
    ['/llms.txt', ...pagePaths.map(twinOf)].map(async (url) => (await request.get(url)).text()),
  );
  const targets = new Set(documents.flatMap(siteLinks));
  expect(targets.size).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const target of targets) {
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${target}: ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test("a guide's twin has its headings and code blocks; llms-full.txt has every guide", async ({
  request,
  page,
}) => {
  await page.goto('/docs/host-tasks/');
  const headings = await page
    .locator('article h2')
    .evaluateAll((nodes) => nodes.map((node) => node.firstChild?.textContent?.trim() ?? ''));
  const codeBlocks = await page.locator('article figure[data-code-block]').count();
  const twin = await (await request.get('/docs/host-tasks.md')).text();
  expect(headings.length).toBeGreaterThan(3);
  for (const heading of headings) expect(twin).toContain(`\n## ${heading}\n`);
  expect(twin.match(/^```cpp$/gm)?.length).toBe(codeBlocks);
  expect(twin).not.toMatch(/^\s*\/\/%/m);
  const full = await (await request.get('/llms-full.txt')).text();
  // llms-full.txt holds the latest version's guides; the other versions' docs homes and the messages
  // reference (a page of its own, not a guide) are not among them.
  const notGuides = [...otherVersions().map((version) => version.path), '/docs/messages/'];
  for (const guide of pagePaths.filter(
    (entry) =>
      /^\/docs\/[^/]+\/$/.test(entry) && !entry.startsWith('/docs/api/') && !notGuides.includes(entry),
  ))
    expect(full, guide).toContain(`Source: ${origin}${guide}\n`);
});

test('Copy page puts the twin on the clipboard and says so', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const url of ['/docs/getting-started/', '/docs/api/records/']) {
    await gotoHydrated(page, url);
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toHaveText(
      'Page copied to the clipboard as Markdown.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get(twinOf(url))).text());
  }
});
