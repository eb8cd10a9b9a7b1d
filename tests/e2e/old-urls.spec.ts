import { kindEntry, PAGED_KINDS } from '@/lib/api/kinds/registry';
import { apiSymbolUrl } from '@/lib/api/kinds/urls';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';
import { readProductionUrls, type ProductionApiUrl } from '@/lib/api/pages/production-urls';
import { listVersions } from '@/lib/content/versions';
import { expect, test } from './fixtures';

// URLs of the production site before this one (content/api/production-urls.json) open the right page of
// the exported site: their own, the new page of a symbol whose id changed, or a page saying in which
// release a symbol was removed. The samples come from the list and the built versions' models. Pages of
// internal symbols come with builds from a library checkout only (tests/e2e-deploy/).

const releases = listVersions().filter((_, i, all) => i >= all.findIndex((version) => version.isLast));
const [latest, ...older] = releases.map((version) => ({ version, model: getVersionApiModel(version) }));
const symbolsNamed = (model: ApiModel, name: string): ApiSymbol[] =>
  PAGED_KINDS.flatMap((kind) =>
    (kindEntry(kind).symbols(model) as ApiSymbol[]).filter((s) => s.qualifiedName === name),
  );
const latestPaths = new Set(
  PAGED_KINDS.flatMap((kind) => (kindEntry(kind).symbols(latest!.model) as ApiSymbol[]).map(apiSymbolUrl)),
);

const api = readProductionUrls().api;
/** Every `step`-th entry, so the sample spans the list. */
const spread = (entries: ProductionApiUrl[], count: number) =>
  entries.filter((_, i) => i % Math.max(1, Math.floor(entries.length / count)) === 0).slice(0, count);
const direct = spread(
  api.filter((entry) => latestPaths.has(entry.path)),
  6,
);
const moved = api.filter(
  (entry) => !latestPaths.has(entry.path) && symbolsNamed(latest!.model, entry.name).length > 0,
);
const removed = api.filter(
  (entry) =>
    symbolsNamed(latest!.model, entry.name).length === 0 &&
    older.some(({ model }) => symbolsNamed(model, entry.name).length > 0),
);

test('the samples cover each way an old URL resolves', () => {
  expect(direct.length).toBeGreaterThan(3);
  expect(moved.length).toBeGreaterThan(0);
  expect(removed.length, 'production URLs of symbols only older versions document').toBeGreaterThan(0);
});

for (const entry of direct)
  test(`${entry.path} (${entry.name}) is the latest page of its symbol`, async ({ page }) => {
    expect((await page.goto(entry.path))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(entry.name);
  });

for (const entry of moved)
  test(`${entry.path} (${entry.name}) sends the reader to its new page`, async ({ page, request }) => {
    const stub = await request.get(entry.path);
    expect(stub.status()).toBe(200);
    const html = await stub.text();
    const target = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
    expect(target, 'the meta refresh').toBeTruthy();
    expect(latestPaths.has(target!), `${target} is a page of the latest version`).toBe(true);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+ \(moved\) \| Celerity<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="https://`);
    expect(html).toContain(`${target}"/>`);
    await page.goto(entry.path);
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/\//g, '\\/')}$`));
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(entry.name);
  });

for (const entry of removed)
  test(`${entry.path} (${entry.name}) says in which release it was removed`, async ({ page }) => {
    const at = older.findIndex(({ model }) => symbolsNamed(model, entry.name).length > 0);
    const last = older[at]!;
    const removedIn = (at === 0 ? latest! : older[at - 1]!).version.label;
    expect((await page.goto(entry.path))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(entry.name);
    await expect(page.locator('[data-old-url="removed"]')).toContainText(`removed in Celerity ${removedIn}`);
    const link = page.locator('[data-old-url="removed"] a');
    await expect(link).toHaveAttribute('href', new RegExp(`^${last.version.path}api/${entry.kind}/`));
    await link.click();
    await expect(page.locator('h1')).toContainText(entry.name);
  });
