import type { Page } from '@playwright/test';
import { PRESETS } from '@/lib/explorer/ui-presets';
import { type ExplorerState } from '@/lib/explorer/ui-state';
import { explorerQuery } from '@/lib/explorer/ui-url';
import { contrast } from './colour';
import { explorer } from './explorer-helpers';
import { expect, gotoHydrated, test } from './fixtures';

// The split explorer as it looks: its fields in one even column per group, its kernel picture in the
// page's theme with labels that can be read, and its chunk table's caption whole on a phone.

// Two nodes of four devices: every device's step of a node's colour.
const FOUR_DEVICES: ExplorerState = { ...PRESETS['range-mappers'], nodes: 2, devices: 4 };
const url = `/docs/range-mappers/${explorerQuery('explorer-range-mappers', FOUR_DEVICES)}`;

/** The explorer the URL's state opens, once its code is in (it replaces the server's markup then). */
async function live(page: Page) {
  const x = explorer(page, 'range-mappers');
  await expect(x).toHaveAttribute('data-live', 'true');
  return x;
}

for (const width of [768, 1280])
  test(`each group's fields line up in one column at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, url);
    const x = await live(page);
    const groups = await x.locator('fieldset').evaluateAll((all) =>
      all.map((group) => {
        const bounds = group.getBoundingClientRect();
        const fields = [...group.querySelectorAll('input, select')].map((f) => f.getBoundingClientRect());
        return {
          name: group.querySelector('legend')?.textContent ?? '',
          lefts: [...new Set(fields.map((f) => Math.round(f.left)))],
          widths: [...new Set(fields.map((f) => Math.round(f.width)))],
          inside: fields.every((f) => f.left >= bounds.left && f.right <= bounds.right),
        };
      }),
    );
    expect(groups.length).toBeGreaterThan(2);
    for (const group of groups) {
      expect(group.lefts, group.name).toHaveLength(1);
      expect(group.widths, group.name).toHaveLength(1);
      expect(group.inside, group.name).toBe(true);
    }
  });

for (const theme of ['light', 'dark'])
  test(`the kernel picture's chunks take the ${theme} theme and their labels read`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize({ width: 768, height: 900 });
    await gotoHydrated(page, url);
    const x = await live(page);
    const picture = x.locator('svg.xp-chunk');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const fills = await picture
      .locator('path[style]')
      .evaluateAll((paths) => paths.map((p) => getComputedStyle(p).fill));
    expect(fills).toHaveLength(8);
    const labels = picture.locator('text.xp-label:not([display="none"])');
    expect(await labels.count()).toBeGreaterThan(0);
    const label = await labels.first().evaluate((t) => ({
      colour: getComputedStyle(t).fill,
      height: t.getBoundingClientRect().height,
    }));
    for (const fill of fills) {
      expect(contrast(label.colour, fill), `${label.colour} on ${fill}`).toBeGreaterThanOrEqual(4.5);
      // Light chunks on a light page, dark ones on a dark page: nearer the page than the labels are.
      expect(contrast(fill, background), fill).toBeLessThan(contrast(label.colour, background));
    }
    // About 11 px text, not the 6 px of a 12 px font in a picture shrunk to a third of the article.
    expect(label.height).toBeGreaterThanOrEqual(10);
  });

test("the chunk table's caption reads whole on a phone while the table scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, url);
  const x = await live(page);
  const table = x.getByTestId('xp-chunks');
  await table.scrollIntoViewIfNeeded();
  const box = table.locator('xpath=..');
  const caption = table.locator('caption');
  const measure = () =>
    Promise.all([box.boundingBox(), caption.boundingBox()]).then(([b, c]) => ({
      box: b!,
      caption: c!,
    }));
  expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
  for (const scroll of [0, 10_000]) {
    await box.evaluate((b, left) => (b.scrollLeft = left), scroll);
    const { box: b, caption: c } = await measure();
    expect(c.x, `scrolled ${scroll}`).toBeGreaterThanOrEqual(b.x - 1);
    expect(c.x + c.width, `scrolled ${scroll}`).toBeLessThanOrEqual(b.x + b.width + 1);
  }
});
