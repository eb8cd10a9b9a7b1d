import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// axe-core in the page under test: WCAG 2.1 A/AA and best practices.
const axeSource = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

const ALL_RULES = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] };
/**
 * The rules whose outcome depends on colours alone (axe's `cat.color`: contrast, links told apart from
 * text). A theme changes colours, and which of the theme toggle's two aria-hidden icons shows, nothing
 * else: a page checked with every rule in one theme needs only these in the other.
 */
const COLOUR_RULES = { type: 'rule', values: ['color-contrast', 'link-in-text-block'] };

/**
 * Makes every page this tab loads from now on start with axe: the browser keeps the script and runs it in
 * each new document, where `axeViolations` would send it through the DevTools protocol after every load.
 */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: axeSource });
}

/**
 * axe violations of the page as it is now, one line per rule with up to five targets. `colourOnly`: just
 * the colour rules (for the same page in another theme). `skipCode`: leave out the code blocks (`pre`),
 * for a page whose code blocks come from the same highlighter, palette and link markup as pages checked
 * with them; they are about half of axe's time on a guide (every token is a contrast check).
 * `skipHighlighted`: leave out the highlighted code (`pre[data-language]`: samples and signatures), whose
 * colours are the same in both themes (tests/unit/mdx/token-classes.test.ts checks that no rule of theirs
 * depends on the theme), for the colour rules in the second theme. `withoutColour`: every rule but the
 * colour rules, for a page made only of elements whose colours other pages' runs have judged.
 */
export async function axeViolations(
  page: Page,
  { colourOnly = false, skipCode = false, skipHighlighted = false, withoutColour = false } = {},
): Promise<string[]> {
  // Evaluated through the DevTools protocol: an injected <script> would (rightly) be refused by the CSP.
  // Once per document: a second run in the same page reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly = colourOnly ? COLOUR_RULES : ALL_RULES;
  const rules = withoutColour
    ? Object.fromEntries(COLOUR_RULES.values.map((rule) => [rule, { enabled: false }]))
    : {};
  const violations = await page.evaluate(
    async ({ runOnly, rules, skipCode, skipHighlighted }) => {
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
      const excluded = skipCode ? 'pre' : skipHighlighted ? 'pre[data-language]' : undefined;
      // Only violations are read: axe then builds a selector for one node per passing rule, not for every
      // node it checked (about a tenth less time on a guide).
      const result = await axe.run(excluded ? { exclude: [[excluded]] } : document, {
        runOnly,
        rules,
        resultTypes: ['violations'],
      });
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
      );
    },
    { runOnly, rules, skipCode, skipHighlighted },
  );
  return violations;
}
