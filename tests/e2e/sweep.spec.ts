import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { otherVersions } from '@/lib/content/versions';
import { axeViolations } from './axe';
import { expect, expectHydrated, test } from './fixtures';

// Every URL of the sitemap of the latest docs version (and the pages outside the docs), and a sample of the
// other versions' pages (next is not in the sitemap): axe (WCAG 2.1 A/AA and best practices) in the light
// theme, its colour rules again in the dark theme, and no console errors (the fixture fails the test on any). The other versions share every
// component with the latest, so their guides and every tenth API page keep the sweep's time in CI bounded.
const out = path.resolve(process.env.E2E_OUT_DIR ?? 'out');
const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
const others = otherVersions();
const inOther = (pagePath: string) => others.some((version) => pagePath.startsWith(version.path));
const latestPaths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
  .map((match) => match[1] ?? '/')
  .filter((pagePath) => !inOther(pagePath));
const sampled = others.flatMap((version) => {
  const list = JSON.parse(readFileSync(path.join(out, 'version-pages', `${version.name}.json`), 'utf8')) as {
    pages: string[];
  };
  const guides = list.pages.filter((page) => !page.startsWith('api/'));
  const api = list.pages.filter((page, index) => page.startsWith('api/') && index % 10 === 0);
  return [...guides, ...api].map((page) => version.path + page);
});
const paths = [...latestPaths, ...sampled];

// An API detail page (/docs/…/api/<kind>/<id>/) is one template filled from the model: axe runs on the
// first page of each shape (the kind and the sections it has) and on every fifth page of a kind; every
// page still loads, hydrates and logs no error.
const API_DETAIL = /\/api\/([a-z]+)\/[^/]+\/$/;
const AXE_EVERY = 5;
function pageShape(pagePath: string): string {
  const html = readFileSync(path.join(out, pagePath, 'index.html'), 'utf8');
  const sections = new Set([...html.matchAll(/<h2[^>]*>([^<]*)/g)].map((match) => match[1]));
  return `${API_DETAIL.exec(pagePath)?.[1]}:${[...sections].join('|')}`;
}
const seenShapes = new Set<string>();
const perKind = new Map<string, number>();
const axeChecked = new Set(
  paths.filter((pagePath) => {
    const kind = API_DETAIL.exec(pagePath)?.[1];
    if (!kind) return true;
    const index = perKind.get(kind) ?? 0;
    perKind.set(kind, index + 1);
    const shape = pageShape(pagePath);
    const first = !seenShapes.has(shape);
    seenShapes.add(shape);
    return first || index % AXE_EVERY === 0;
  }),
);

async function loads(page: Page, pagePath: string): Promise<void> {
  const response = await page.goto(pagePath);
  expect(response?.status()).toBe(200);
  await expectHydrated(page);
}

for (const pagePath of paths) {
  if (!axeChecked.has(pagePath)) {
    test(`sweep ${pagePath} (loads, no errors)`, ({ page }) => loads(page, pagePath));
    continue;
  }
  test(`sweep ${pagePath}`, async ({ page }) => {
    await loads(page, pagePath);
    expect(await axeViolations(page), 'axe violations in light theme').toEqual([]);
    // Switch the theme as the toggle does (theme-announcement.spec.ts tests the toggle itself).
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-theme', 'dark');
      document.documentElement.style.colorScheme = 'dark';
    });
    expect(await axeViolations(page, { colourOnly: true }), 'axe violations in dark theme').toEqual([]);
  });
}
