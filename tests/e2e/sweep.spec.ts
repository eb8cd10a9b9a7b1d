import { readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

// Every URL of the sitemap: axe (WCAG 2.1 A/AA and best practices) in light and dark theme, and no console errors
// (the fixture fails the test on any). The sitemap is read from the export under test.
const sitemap = readFileSync(path.resolve('out/sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');

for (const pagePath of paths) {
  test(`sweep ${pagePath}`, async ({ page }) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await axeViolations(page), 'axe violations in light theme').toEqual([]);
    // Switch the theme as the toggle does (theme-announcement.spec.ts tests the toggle itself).
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-theme', 'dark');
      document.documentElement.style.colorScheme = 'dark';
    });
    expect(await axeViolations(page), 'axe violations in dark theme').toEqual([]);
  });
}
