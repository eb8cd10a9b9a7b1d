import { expect, test } from './fixtures';
import { holdRequests } from './routing-helpers';

// A guide's images reserve their box before they load, so the text below them does not move when a lazy
// image arrives (the width and height come from the files, lib/mdx/rehype-image-size.mjs).

test('a lazy guide image holds its place while it loads', async ({ page }) => {
  const release = await holdRequests(page, '**/img/docs/tutorial-row-split.svg');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/tutorial/');
  const image = page.locator('main img[src$="/img/docs/tutorial-row-split.svg"]');
  await expect(image).toHaveAttribute('width', '700');
  await expect(image).toHaveAttribute('height', '360');
  await image.scrollIntoViewIfNeeded();
  const next = image.locator('xpath=following::p[1]');
  const before = await next.boundingBox();
  const box = await image.boundingBox();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
  // Not loaded yet, and already as tall as the drawing at its shown width.
  expect(box!.height).toBeCloseTo((box!.width * 360) / 700, 0);

  release();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(700);
  expect((await next.boundingBox())!.y).toBeCloseTo(before!.y, 0);
});
