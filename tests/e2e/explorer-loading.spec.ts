import type { Page } from '@playwright/test';
import { PRESETS } from '@/lib/explorer/ui-presets';
import { expect, gotoHydrated, test } from './fixtures';
import { chunkRows, explorer, fill, liveExplorer } from './explorer-helpers';

// How the split explorer loads: the build-time picture stands in until its code is wanted (near the
// viewport, on intent, or named by the URL), at the same size, and the live explorer takes its place.

test('the build-time picture has the size of the live explorer', async ({ browser, page }) => {
  const still = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  const noScript = await still.newPage();
  await noScript.goto('/docs/work-groups/');
  const before = await explorer(noScript, 'work-groups').boundingBox();
  await expect(chunkRows(explorer(noScript, 'work-groups'))).toHaveCount(3);
  await still.close();
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/docs/work-groups/');
  await liveExplorer(page, 'work-groups');
  await page.evaluate(() => window.scrollTo(0, 0));
  const after = await explorer(page, 'work-groups').boundingBox();
  expect(before).not.toBeNull();
  expect(after).toEqual(before);
});

/** The bodies of the scripts and stylesheets `page` receives, and how many hold the explorer's code. */
function explorerCodeLoads(page: Page) {
  const marker = 'global_range is not divisible by local_range';
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (/\.(js|css)(\?|$)/.test(response.url())) bodies.push(await response.text().catch(() => ''));
  });
  return { bodies, withCode: () => bodies.filter((body) => body.includes(marker)).length };
}

test("the explorer's script and styles load only on pages that embed it", async ({ page }) => {
  const loads = explorerCodeLoads(page);
  await gotoHydrated(page, '/docs/getting-started/');
  await page.waitForLoadState('networkidle');
  expect(loads.bodies.length).toBeGreaterThan(0);
  expect(loads.withCode()).toBe(0);
  expect(await page.locator('style[data-href="celerity-explorer"], .xp').count()).toBe(0);
  await gotoHydrated(page, '/docs/work-groups/');
  await liveExplorer(page, 'work-groups');
  await expect.poll(loads.withCode).toBeGreaterThan(0);
});

test('the script loads when the explorer nears the viewport, and the explorer does not move', async ({
  page,
}) => {
  const loads = explorerCodeLoads(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/docs/tutorial/');
  await page.waitForLoadState('networkidle');
  const x = explorer(page, 'heat-stencil');
  // Its size and its distance from what precedes it (a lazy image above it may still change the page).
  const place = () =>
    x.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const above = element.parentElement?.previousElementSibling?.getBoundingClientRect();
      return {
        top: box.top + window.scrollY,
        gap: above ? box.top - above.bottom : null,
        width: box.width,
        height: box.height,
      };
    });
  const { top, ...before } = await place();
  expect(top).toBeGreaterThan(2 * 900);
  expect(before.gap).not.toBeNull();
  expect(loads.withCode()).toBe(0);
  await expect(x).not.toHaveAttribute('data-live');
  await x.scrollIntoViewIfNeeded();
  await expect(x).toHaveAttribute('data-live', 'true');
  await expect.poll(loads.withCode).toBeGreaterThan(0);
  expect(await place()).toMatchObject(before);
});

test('after a client-side navigation the explorer loads at once: the new page has no server HTML of it', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/getting-started/');
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Work Groups', exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/work-groups\/$/);
  const x = explorer(page, 'work-groups');
  await expect(x).toHaveAttribute('data-live', 'true');
  await fill(x, 'Nodes', '4');
  await expect(chunkRows(x)).toHaveCount(4);
});

test('a control focused before the code is in keeps the focus when the explorer goes live', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/tutorial/');
  const x = explorer(page, 'heat-stencil');
  await expect(x).not.toHaveAttribute('data-live');
  const serverInput = await x.getByLabel('Nodes').elementHandle();
  await x.getByLabel('Nodes').focus();
  await expect(x).toHaveAttribute('data-live', 'true');
  // The live explorer's input is a new element: the focus was handed over, not kept by chance.
  expect(await serverInput?.evaluate((input) => input.isConnected)).toBe(false);
  await expect(x.getByLabel('Nodes')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(x.getByLabel('Nodes')).not.toHaveValue(String(PRESETS['heat-stencil'].nodes));
});
