import type { Locator } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/** Left and right edges of an element's content box (inside its border and padding). */
function contentEdges(locator: Locator) {
  return locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    const inset = (side: 'Left' | 'Right') =>
      parseFloat(style[`padding${side}`]) + parseFloat(style[`border${side}Width`]);
    return { left: box.left + inset('Left'), right: box.right - inset('Right') };
  });
}

/** How far content reaches past the visible width (0 when it fits). */
const overflow = (locator: Locator) => locator.evaluate((node) => node.scrollWidth - node.clientWidth);

// From 1024 px the code panel sits beside the hero text; below, it comes after it.
for (const [width, layout] of [
  [390, 'below'],
  [1024, 'beside'],
  [1280, 'beside'],
  [1440, 'beside'],
] as const) {
  test(`home page at ${width} px: no horizontal overflow, hero aligned with the sections`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/');
    const hero = page.getByRole('region', { name: 'Celerity' });
    const title = hero.getByRole('heading', { level: 1 });
    const panel = hero.getByRole('figure', { name: /^Example program / });
    const code = panel.locator('pre');
    const next = page.getByRole('region', { name: 'What Celerity does for you' });

    const file = testInfo.outputPath(`home-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`home page at ${width} px`, { path: file, contentType: 'image/png' });

    const html = page.locator('html');
    expect(await overflow(html), 'page overflow (px)').toBe(0);

    // The hero's text and code panel start and end where the next section's content does.
    const container = await contentEdges(next);
    const titleBox = (await title.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(
      Math.abs(titleBox.x - container.left),
      'hero left edge vs section content edge (px)',
    ).toBeLessThanOrEqual(1);
    expect(
      Math.abs(panelBox.x + panelBox.width - container.right),
      'code panel right edge vs section content edge (px)',
    ).toBeLessThanOrEqual(1);

    if (layout === 'beside') {
      // Beside the text, the panel shows every line whole: no clipped or scrolled code.
      expect(panelBox.x, 'code panel sits beside the hero text').toBeGreaterThan(
        titleBox.x + titleBox.width / 2,
      );
      expect(await overflow(code), 'hero code overflow (px)').toBe(0);
    } else {
      expect(panelBox.y, 'code panel starts below the hero title').toBeGreaterThanOrEqual(
        titleBox.y + titleBox.height,
      );
    }
  });
}
