import type { Page } from '@playwright/test';
import { contrast } from './colour';
import { expect, gotoHydrated, test } from './fixtures';
import { lineBreaksAfter } from './line-breaks';

// What a reader sees at a glance: pages as wide as a phone, names whole in tables, and text that can be
// read in both themes.

const setTheme = (page: Page, theme: string) =>
  page.addInitScript((t) => localStorage.setItem('theme', t), theme);

for (const url of [
  '/docs/configuration/',
  '/docs/0.6/configuration/',
  '/search/?q=buffer',
  '/docs/api/macros/CELERITY_FEATURE_SIMPLE_SCALAR_REDUCTIONS/',
  '/docs/migrating-to-0-7/',
  // A doc comment's table (access modes) and the notice of a removed symbol's old URL.
  '/docs/api/enums/312D5D54878B3939/',
  '/docs/api/records/EE9BCB3FB4205095/',
])
  test(`${url} is no wider than a 390 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, url);
    if (url.startsWith('/search/')) await expect(page.locator('main ol > li').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

test('names in table cells are not broken across lines', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/docs/installation/');
  const name = page.locator('td code', { hasText: /^CELERITY_ACCESS_PATTERN_DIAGNOSTICS$/ }).first();
  await expect(name).toBeVisible();
  expect(await name.evaluate((code) => code.getClientRects().length)).toBe(1);
});

test("the search modal has the site's dark colours and a readable selected hit", async ({ page }) => {
  await setTheme(page, 'dark');
  await gotoHydrated(page, '/docs/range-mappers/');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('buffer');
  const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
  await expect(selected).toBeVisible();
  // Polled: the hits are rendered again while the query is typed, and a replaced hit has no colours.
  const readable = async () => {
    const [text, background] = await selected.evaluate((hit) => [
      getComputedStyle(hit.querySelector('.DocSearch-Hit-title')!).color,
      getComputedStyle(hit.querySelector('a')!).backgroundColor,
    ]);
    return contrast(text!, background!);
  };
  await expect
    .poll(readable, { message: "the selected hit's title against its background" })
    .toBeGreaterThanOrEqual(4.5);
  // The site's dark surface, not DocSearch's navy.
  const [modal, surface] = await page.locator('.DocSearch-Modal').evaluate((m) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.background = 'var(--color-surface)';
    const colours = [getComputedStyle(m).backgroundColor, getComputedStyle(probe).backgroundColor];
    probe.remove();
    return colours;
  });
  expect(modal).toBe(surface);
});

test('the diagrams are not white panels in the dark theme', async ({ page }) => {
  await setTheme(page, 'dark');
  await gotoHydrated(page, '/docs/overview/');
  const diagram = page.locator('img[src*="/img/docs/overview-graphs"]');
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toBeVisible();
  expect(await diagram.evaluate((img) => getComputedStyle(img).filter)).toContain('invert');
});

test('code boxes stand out from the page in the dark theme', async ({ page }) => {
  await setTheme(page, 'dark');
  await gotoHydrated(page, '/docs/api/enums/312D5D54878B3939/');
  const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const signature = page.locator('main pre[data-language="cpp"]').first();
  const [background, edge] = await signature.evaluate((pre) => {
    const style = getComputedStyle(pre);
    return [style.backgroundColor, style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'none'];
  });
  // The code's background is within a hair of the page's; the line around it is not.
  expect(contrast(background!, page_)).toBeLessThan(1.3);
  expect(contrast(edge!, background!), `${edge} around ${background}`).toBeGreaterThanOrEqual(1.5);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("the copy button does not cover a code block's first line", async ({ page }) => {
    await gotoHydrated(page, '/docs/host-tasks/');
    const block = page.locator('figure[data-code-block]:not(:has([data-code-title]))').first();
    await block.scrollIntoViewIfNeeded();
    const button = await block.getByRole('button', { name: /copy/i }).boundingBox();
    const line = await block.locator('pre .line').first().boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(line!.y);
  });
});

for (const url of [
  '/docs/api/functions/celerity_experimental-constrain_split/',
  '/docs/api/macros/CELERITY_FEATURE_SIMPLE_SCALAR_REDUCTIONS/',
])
  test(`${url}: the title wraps after :: and _ only, on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, url);
    const breaks = await lineBreaksAfter(page.locator('main h1 code'));
    expect(breaks.length).toBeGreaterThan(0);
    expect(
      breaks.every((c) => c === ':' || c === '_'),
      breaks.join(' '),
    ).toBe(true);
  });

test('on a phone a diagram links to itself at full size; on a laptop the link is not shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/docs/overview/');
  const diagram = page.locator('main img[src$="/img/docs/overview-graphs.svg"]');
  const link = page.getByRole('link', { name: 'Open the diagram at full size' });
  expect(await link.count()).toBeGreaterThan(2);
  const next = diagram.locator('xpath=following-sibling::a[1]');
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeVisible();
  const href = await next.getAttribute('href');
  expect(href).toBe(await diagram.getAttribute('src'));
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('svg');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(next).toBeHidden();
});

test('an opened "changed in" disclosure scrolls its declarations in their boxes, not the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // handler::parallel_for: each overload changed in 0.7, its declarations longer than the article.
  await gotoHydrated(page, '/docs/api/records/73E846FEAC018FF5/parallel_for/');
  const summaries = page.locator('main details summary', { hasText: /^changed in/ });
  expect(await summaries.count()).toBeGreaterThan(0);
  for (const summary of await summaries.all()) {
    await summary.click();
    await expect(summary.locator('xpath=..')).toHaveAttribute('open', '');
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('in the light theme the phone drawer shows where focus is', async ({ page }) => {
  await setTheme(page, 'light');
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/docs/host-tasks/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
  const link = drawer.getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  const [outline, background] = await link.evaluate((a) => {
    const style = getComputedStyle(a);
    return [style.outlineColor, getComputedStyle(a.closest('dialog')!).backgroundColor];
  });
  expect(contrast(outline!, background!), `${outline} on ${background}`).toBeGreaterThanOrEqual(3);
});
