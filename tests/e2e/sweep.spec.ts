import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { otherVersions } from '@/lib/content/versions';
import { axeViolations, preloadAxe } from './axe';
import { type ConsoleWatch, expect, expectHydrated, test } from './fixtures';
import { expectRouteHead, ROUTE_HEADS } from './route-heads';

// Every URL of the sitemap of the latest docs version (and the pages outside the docs), and a sample of the
// other versions' pages (next is not in the sitemap): each loads with status 200, hydrates and logs no
// console error or warning; the guides and the pages outside the docs have the head that route-heads.ts
// checks; axe (WCAG 2.1 A/AA and best practices) in the light theme and its colour rules again in the dark
// theme. The other versions share every component with the latest, so their guides and every twentieth
// API page keep the sweep's time in CI bounded, and axe leaves out their code blocks, which the latest
// version's pages have checked (same highlighter, palette and links).
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
  const api = list.pages.filter((page, index) => page.startsWith('api/') && index % 20 === 0);
  return [...guides, ...api].map((page) => version.path + page);
});
// The pages whose head is checked (route-heads.ts) are swept whether or not the sitemap lists them.
const paths = [...new Set([...latestPaths, ...ROUTE_HEADS.keys(), ...sampled])];

// An API page (/docs/…/api/<kind>/<id>/, and a member's page below it) is one template filled from the
// model: axe runs on the first page of each shape (the kind, whether it is a member, and the sections it
// has) and on every tenth page of a kind; every page still loads, hydrates and logs no error.
const API_PAGE = /\/api\/([a-z]+)\/[^/]+\/(?:([^/]+)\/)?$/;
const AXE_EVERY = 10;
function apiKind(pagePath: string): string | undefined {
  const match = API_PAGE.exec(pagePath);
  return match ? `${match[1]}${match[2] ? ' member' : ''}` : undefined;
}
const htmlOf = (pagePath: string) => readFileSync(path.join(out, pagePath, 'index.html'), 'utf8');
function pageShape(pagePath: string): string {
  const html = htmlOf(pagePath);
  const sections = new Set([...html.matchAll(/<h2[^>]*>([^<]*)/g)].map((match) => match[1]));
  return `${apiKind(pagePath)}:${[...sections].join('|')}`;
}
const seenShapes = new Set<string>();
const perKind = new Map<string, number>();
const axeChecked = new Set(
  paths.filter((pagePath) => {
    const kind = apiKind(pagePath);
    if (!kind) return true;
    const index = perKind.get(kind) ?? 0;
    perKind.set(kind, index + 1);
    const shape = pageShape(pagePath);
    const first = !seenShapes.has(shape);
    seenShapes.add(shape);
    return first || index % AXE_EVERY === 0;
  }),
);

// What decides an element's colours: its tag, its classes and the attributes the stylesheets select on.
// Content has no inline styles. A page of another version whose elements all have a look that pages before
// it have had (the latest version's first) gets axe without the colour rules: the same looks, the same
// colours. Only the versions' banners are new today; a component that only an older version's pages use
// would be new too, and get the colour rules.
function looksIn(html: string, prefix = ''): string[] {
  return [
    ...[...html.matchAll(/<([a-z][a-z\d-]*)/g)].map((match) => `<${match[1]}`),
    ...[...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) =>
      match[1]!.split(/\s+/).map((cls) => `.${cls}`),
    ),
    // The stylesheets select on these attributes' presence, and on the values of the two ARIA states.
    ...[...html.matchAll(/\s(data-[a-z-]+)/g)].map((match) => `[${match[1]}]`),
    ...[...html.matchAll(/\s(aria-current|aria-expanded)="([^"]*)"/g)].map(
      (match) => `[${match[1]}=${match[2]}]`,
    ),
  ].map((look) => prefix + look);
}
const seenLooks = new Set<string>();
/** Adds the looks to the ones seen; true when one of them is new. */
function fresh(looks: string[]): boolean {
  const before = seenLooks.size;
  for (const look of looks) seenLooks.add(look);
  return seenLooks.size > before;
}

// Highlighted code (`pre[data-language]`: samples and signatures) sets its own background and colours, the
// same in both themes: its contrast depends on the block's own markup alone. A page of the latest version
// whose highlighted code has only looks that checked pages' code had gets axe without that code; the pages
// that bring a token class, a link style or a kind of block first are checked with theirs. It is about half
// of axe's time on a guide (every token is a contrast check).
const HIGHLIGHTED = /<pre\b[^>]*\sdata-language=[\s\S]*?<\/pre>/g;
const colourChecked = new Set<string>();
const codeChecked = new Set<string>();
for (const pagePath of paths) {
  if (!axeChecked.has(pagePath)) continue;
  const html = htmlOf(pagePath);
  if (!fresh(looksIn(html)) && inOther(pagePath)) continue;
  colourChecked.add(pagePath);
  const codeLooks = [...html.matchAll(HIGHLIGHTED)].flatMap((match) => looksIn(match[0], 'code '));
  if (!inOther(pagePath) && fresh(codeLooks)) codeChecked.add(pagePath);
}

async function check(page: Page, consoleWatch: ConsoleWatch, pagePath: string): Promise<void> {
  const logged = consoleWatch.messages.length;
  const response = await page.goto(pagePath);
  expect(response?.status(), `${pagePath}: HTTP status`).toBe(200);
  await expectHydrated(page);
  const title = ROUTE_HEADS.get(pagePath);
  if (title) await expectRouteHead(page, pagePath, title);
  if (axeChecked.has(pagePath) && !colourChecked.has(pagePath)) {
    expect(
      await axeViolations(page, { skipCode: true, withoutColour: true }),
      `${pagePath}: axe violations (but the colour rules)`,
    ).toEqual([]);
  } else if (axeChecked.has(pagePath)) {
    const skipCode = inOther(pagePath);
    const skipHighlighted = !codeChecked.has(pagePath);
    expect(
      await axeViolations(page, { skipCode, skipHighlighted }),
      `${pagePath}: axe violations in light theme`,
    ).toEqual([]);
    // Switch the theme as the toggle does (theme-announcement.spec.ts tests the toggle itself).
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-theme', 'dark');
      document.documentElement.style.colorScheme = 'dark';
    });
    // Highlighted code has the same colours in both themes: the light theme's run has judged its contrast.
    expect(
      await axeViolations(page, { colourOnly: true, skipCode, skipHighlighted: true }),
      `${pagePath}: axe violations in dark theme`,
    ).toEqual([]);
  }
  expect(consoleWatch.messages.slice(logged), `${pagePath}: console errors or warnings`).toEqual([]);
}

// Pages are checked in batches, each in one browser tab that goes from page to page with full loads: a
// test's own browser context and tab cost about as much processor time as loading a page. The pages that
// get axe are batched apart from the others: their tab gets axe at each page's start (about 0.15 s less per
// page than sending it after the load), which would cost the others time for nothing.
const BATCH = 12;
const PAGE_TIMEOUT_MS = 20_000;
const groups = [
  paths.filter((pagePath) => axeChecked.has(pagePath)),
  paths.filter((pagePath) => !axeChecked.has(pagePath)),
];
for (const group of groups) {
  for (let start = 0; start < group.length; start += BATCH) {
    const batch = group.slice(start, start + BATCH);
    const withAxe = batch.filter((pagePath) => axeChecked.has(pagePath)).length;
    const withColour = batch.filter((pagePath) => colourChecked.has(pagePath)).length;
    const withCode = batch.filter((pagePath) => codeChecked.has(pagePath)).length;
    test(`sweep ${batch[0]} … ${batch.at(-1)} (${batch.length} pages, ${withAxe} with axe, ${withColour} of them with its colour rules, ${withCode} with those on highlighted code)`, async ({
      page,
      consoleWatch,
    }) => {
      test.setTimeout(batch.length * PAGE_TIMEOUT_MS);
      if (withAxe > 0) await preloadAxe(page);
      for (const pagePath of batch) await check(page, consoleWatch, pagePath);
    });
  }
}
