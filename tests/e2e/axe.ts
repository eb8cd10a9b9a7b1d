import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// axe-core in the page under test: WCAG 2.1 A/AA and best practices.
const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** axe violations of the page as it is now, one line per rule with up to five targets. */
export async function axeViolations(page: Page): Promise<string[]> {
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
