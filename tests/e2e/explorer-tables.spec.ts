import type { Locator } from '@playwright/test';
import { PRESETS } from '@/lib/explorer/ui-presets';
import { type ExplorerState } from '@/lib/explorer/ui-state';
import { explorerQuery } from '@/lib/explorer/ui-url';
import { expect, gotoHydrated, test } from './fixtures';
import { chunkRows, explorer } from './explorer-helpers';

// The split explorer's tables as a reader meets them: every cell reachable and whole on a phone and a
// laptop, and the chunk table a table to assistive technology.

const TABLES = ['xp-chunks', 'xp-accesses', 'xp-transfers'];

/** Words of `table`'s cells that the layout broke across lines, and cells whose text is cut off. */
function brokenText(table: Locator) {
  return table.evaluate((element) => {
    const broken: string[] = [];
    for (const cell of element.querySelectorAll('th, td')) {
      if (cell.scrollWidth > cell.clientWidth + 1) broken.push(`cut off: ${cell.textContent ?? ''}`);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

// A 2D split of a 2048 × 4096 kernel over 3 nodes: four-digit coordinates such as [1366,2048].
const WIDE: ExplorerState = {
  ...PRESETS['range-mappers'],
  size: [2048, 4096],
  nodes: 3,
  split2d: true,
  steps: 'producer',
  accessors: PRESETS['range-mappers'].accessors.map((a) => ({ ...a, range: [2048, 4096] })),
};

for (const width of [360, 1280])
  for (const theme of ['light', 'dark'])
    test(`every column's last cell scrolls into view and reads whole at ${width} px, ${theme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, `/docs/range-mappers/${explorerQuery('explorer-range-mappers', WIDE)}`);
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      const x = explorer(page, 'range-mappers');
      await expect(x).toHaveAttribute('data-live', 'true');
      await expect(x.getByTestId('xp-accesses').locator('thead th')).toHaveText(['a', 'b']);
      for (const id of TABLES) {
        const table = x.getByTestId(id);
        const cells = table.locator('tbody tr').last().locator('th, td');
        expect(await cells.count()).toBeGreaterThan(2);
        for (const cell of await cells.all()) {
          await cell.scrollIntoViewIfNeeded();
          await expect(cell).toBeInViewport({ ratio: 0.9 });
        }
        expect(await brokenText(table), id).toEqual([]);
        // No box of a fixed height hides rows: the table's box is as tall as the table.
        const box = table.locator('xpath=..');
        expect(await box.evaluate((b) => b.scrollHeight - b.clientHeight)).toBeLessThanOrEqual(1);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

test('every transfer is one line on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, `/docs/range-mappers/${explorerQuery('explorer-range-mappers', WIDE)}`);
  const x = explorer(page, 'range-mappers');
  await expect(x).toHaveAttribute('data-live', 'true');
  const rows = x.getByTestId('xp-transfers').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(2);
  // A row's lines: those of its tallest cell's text.
  const lines = await rows.evaluateAll((all) =>
    all.map((row) =>
      Math.max(
        ...[...(row as HTMLTableRowElement).cells].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      ),
    ),
  );
  expect(
    lines.every((count) => count === 1),
    `lines per row: ${lines.join(', ')}`,
  ).toBe(true);
});

test('the chunk table is a table to assistive technology, every cell of it, also off screen', async ({
  page,
}) => {
  // 64 chunks, the table below the fold: the browser's own accessibility tree, not the DOM's roles.
  await page.setViewportSize({ width: 1280, height: 800 });
  const many: ExplorerState = { ...WIDE, nodes: 8, devices: 8 };
  await gotoHydrated(page, `/docs/range-mappers/${explorerQuery('explorer-range-mappers', many)}`);
  const x = explorer(page, 'range-mappers');
  await expect(x).toHaveAttribute('data-live', 'true');
  await expect(chunkRows(x)).toHaveCount(64);
  await page.evaluate(() => window.scrollTo(0, 0));
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const exposed = async (selector: string) => {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    expect(nodeId, selector).toBeGreaterThan(0);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const node = nodes[0]!;
    return `${String(node.role?.value)}${node.ignored ? ' (ignored)' : ''}: ${String(node.name?.value ?? '')}`;
  };
  const table = '#explorer-range-mappers [data-testid="xp-chunks"]';
  expect(await exposed(table)).toBe('table: Chunks of the kernel (the selected one is marked)');
  const last = chunkRows(x).last();
  const [label, box, items] = await last.locator('th, td').allTextContents();
  expect(await exposed(`${table} tbody tr:last-child th`)).toBe(`rowheader: ${label}`);
  expect(await exposed(`${table} tbody tr:last-child td:nth-child(2)`)).toBe(`cell: ${box}`);
  expect(await exposed(`${table} tbody tr:last-child td:nth-child(3)`)).toBe(`cell: ${items}`);
});
