import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every URL of the sitemap: axe (WCAG 2.1 A/AA and best practices) in light and dark theme, and no console errors
// (the fixture fails the test on any). The sitemap is read from the export under test.
const sitemap = readFileSync(path.resolve('out/sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: an injected <script> would (rightly) be refused by the CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
  });
  return violations;
}

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
