import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Finding the split explorer (components/explorer) of a guide and its parts, for its e2e specs.

export const explorer = (page: Page, preset: string) => page.locator(`#explorer-${preset}`);
/** An explorer once its code is in: it loads when the explorer comes near the viewport. */
export async function liveExplorer(page: Page, preset: string): Promise<Locator> {
  const x = explorer(page, preset);
  await x.scrollIntoViewIfNeeded();
  await expect(x).toHaveAttribute('data-live', 'true');
  return x;
}
export const chunkRows = (x: Locator) => x.getByTestId('xp-chunks').locator('tbody tr');
/** The access table's cell for one buffer (the column headed by its name) and one fact (the row headed by it). */
export const accessCell = (x: Locator, buffer: string, fact: string) =>
  x
    .getByTestId('xp-accesses')
    .locator(
      `xpath=./tbody/tr[th[normalize-space()="${fact}"]]/td[count(preceding-sibling::*) = ` +
        `count(ancestor::table[1]/thead/tr/th[normalize-space()="${buffer}"]/preceding-sibling::*)]`,
    );

export async function fill(x: Locator, label: string, value: string) {
  await x.getByLabel(label, { exact: true }).fill(value);
}
