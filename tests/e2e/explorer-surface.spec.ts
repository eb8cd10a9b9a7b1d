import type { Locator, Page } from '@playwright/test';
import { accessor, PRESETS } from '@/lib/explorer/ui-presets';
import { type ExplorerState } from '@/lib/explorer/ui-state';
import { explorerQuery } from '@/lib/explorer/ui-url';
import { expect, gotoHydrated, test } from './fixtures';
import { chunkRows, explorer, fill, liveExplorer } from './explorer-helpers';
import { holdRequests } from './routing-helpers';

// The split explorer as a reader meets it: pictures that fit, what it did said in words, stencil
// iterations, links to states, and its code linked to the API pages (its tables: explorer-tables.spec.ts).

test('pictures are as tall as their range: a 1D strip, a 2D square, no empty box below', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const line: ExplorerState = {
    ...PRESETS['range-mappers'],
    dims: 1,
    size: [1000, 1000],
    accessors: [accessor({ bufferDims: 1, range: [1000, 1000], mapper: 'neighborhood' })],
  };
  await gotoHydrated(page, `/docs/range-mappers/${explorerQuery('explorer-range-mappers', line)}`);
  const x = explorer(page, 'range-mappers');
  await expect(x).toHaveAttribute('data-live', 'true');
  for (const svg of await x.locator('svg.xp-svg').all()) {
    const box = (await svg.boundingBox())!;
    expect(box.height / box.width).toBeLessThan(0.3);
  }
  await x.getByLabel('Dimensions', { exact: true }).selectOption('2');
  const kernel = (await x.locator('svg.xp-chunk').boundingBox())!;
  expect(Math.abs(kernel.height - kernel.width)).toBeLessThan(2);
  // The pictures' row ends where its tallest figure ends.
  const gap = await x.locator('.xp-view').evaluate((view) => {
    const bottom = Math.max(...[...view.children].map((c) => c.getBoundingClientRect().bottom));
    return view.getBoundingClientRect().bottom - bottom;
  });
  expect(gap).toBeLessThan(2);
});

test('it says when there are fewer chunks than asked, when an input is clamped, and errors in the buffer dimensions', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/range-mappers/');
  const x = await liveExplorer(page, 'range-mappers');
  await x.getByLabel('Dimensions', { exact: true }).selectOption('1');
  await fill(x, 'Global range', '2');
  await fill(x, 'Nodes', '1');
  await fill(x, 'Devices per node', '4');
  await expect(chunkRows(x)).toHaveCount(2);
  await expect(x.getByRole('status')).toContainText('2 chunks, not 4 (1 node × 4 devices each)');
  // The note is announced (a live region); the field shows what was typed until it loses focus.
  const note = (text: string) => x.locator('[aria-live="polite"]', { hasText: text });
  await fill(x, 'Nodes', '0');
  await expect(note('Nodes: 0 is outside 1 to 64, so 1 is used.')).toBeVisible();
  await x.getByLabel('Nodes').blur();
  await expect(x.getByLabel('Nodes')).toHaveValue('1');
  await fill(x, 'Nodes', '100');
  await expect(note('Nodes: 100 is outside 1 to 64, so 64 is used.')).toBeVisible();
  await x.getByLabel('Nodes').blur();
  await expect(x.getByLabel('Nodes')).toHaveValue('64');
  // Emptied to type another number, the field stays empty: Backspace and 2 give 2, not 12.
  const nodes = x.getByLabel('Nodes');
  await nodes.fill('1');
  await nodes.press('End');
  await nodes.press('Backspace');
  await expect(nodes).toHaveValue('');
  await nodes.press('2');
  await expect(nodes).toHaveValue('2');
  await nodes.blur();
  await expect(nodes).toHaveValue('2');
  // A neighborhood written on 1D buffers of 1000 over 3 nodes: the overlaps as the runtime prints them,
  // three components, and the buffer without a name, since the explorer's code sets none.
  await fill(x, 'Nodes', '3');
  await fill(x, 'Devices per node', '1');
  await fill(x, 'Global range', '1000');
  await fill(x, 'Buffer a range', '1000');
  await x.getByLabel('Access mode (a)').selectOption('discard_write');
  await expect(x.getByRole('status')).toContainText(
    'Device kernel T1 has overlapping writes between multiple nodes in B0 {[333,0,0] - [335,1,1], [666,0,0] - [668,1,1]}',
  );
  await expect(x.getByRole('status')).toContainText(
    'only when it is built with CELERITY_ACCESS_PATTERN_DIAGNOSTICS',
  );
});

test('stencil iterations swap the buffers, and the transfers before each iteration show', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/range-mappers/');
  const x = await liveExplorer(page, 'range-mappers');
  await x.getByLabel('Dimensions', { exact: true }).selectOption('1');
  for (const label of ['Global range', 'Buffer a range', 'Buffer b range']) await fill(x, label, '1000');
  await fill(x, 'Nodes', '3');
  await fill(x, 'Devices per node', '1');
  await x.getByLabel('Steps').selectOption('iterate');
  await fill(x, 'Iterations', '3');
  const transfers = x.getByTestId('xp-transfers').locator('tbody tr');
  // No node receives anything before the first iteration (the buffers are host-initialized); before the second,
  // N1 (items 334–667) reads element 333 that N0 wrote and element 667 that N2 wrote into b.
  await expect(transfers.filter({ hasText: 'T1' }).filter({ hasText: 'receives' })).toHaveCount(0);
  const row = (from: number) =>
    transfers.filter({ hasText: 'T2' }).filter({ hasText: `N1 receives from N${from}` });
  await expect(row(0).locator('td')).toHaveText(['T2', 'N1 receives from N0', 'b', '{[333] - [334]}', '1']);
  await expect(row(2).locator('td')).toHaveText(['T2', 'N1 receives from N2', 'b', '{[667] - [668]}', '1']);
  await expect(transfers.filter({ hasText: 'T3' }).filter({ hasText: 'N1 receives from N0' })).toContainText(
    'a',
  );
  const code = x.locator('pre code');
  await expect(code).toContainText('for (int step = 0; step < 3; ++step) {');
  await expect(code).toContainText('std::swap(buf_a, buf_b);');
  // After the fourth iteration the runtime makes a horizon task, T5; the fifth and sixth iterations are
  // T6 and T7.
  await fill(x, 'Iterations', '6');
  await expect(transfers.filter({ hasText: 'T7' }).first()).toBeVisible();
  await expect(transfers.filter({ hasText: 'T5' })).toHaveCount(0);
});

test('a change made before the code is in takes effect when the explorer goes live', async ({ page }) => {
  await gotoHydrated(page, '/docs/tutorial/');
  // Hold every script asked for from now on: the explorer's code among them.
  const release = await holdRequests(page, '**/*.js');
  const x = explorer(page, 'heat-stencil');
  await fill(x, 'Nodes', '4');
  await x.getByLabel('Split hint').selectOption('2d');
  await expect(x).not.toHaveAttribute('data-live');
  release();
  await expect(x).toHaveAttribute('data-live', 'true');
  await expect(x.getByLabel('Nodes')).toHaveValue('4');
  await expect(x.getByLabel('Split hint')).toHaveValue('2d');
  await expect(chunkRows(x)).toHaveCount(4 * PRESETS['heat-stencil'].devices);
  await expect(x.locator('pre code')).toContainText('hints::split_2d');
});

test('"Link to this state" opens the page at that explorer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/docs/tutorial/');
  const x = explorer(page, 'heat-stencil');
  const href = await x.getByRole('link', { name: 'Link to this state' }).getAttribute('href');
  expect(href).toMatch(/#explorer-heat-stencil$/);
  await gotoHydrated(page, `/docs/tutorial/${href!}`);
  await expect(x).toHaveAttribute('data-live', 'true');
  await expect(x.locator('fieldset').first()).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(900);
});

test('the states of two explorers on a page survive together in the URL', async ({ page }) => {
  await gotoHydrated(page, '/docs/range-mappers/');
  const first = await liveExplorer(page, 'range-mappers');
  await fill(first, 'Nodes', '4');
  const second = await liveExplorer(page, 'split-hints');
  await fill(second, 'Nodes', '3');
  await expect(page).toHaveURL(/[?&]range-mappers\.nodes=4(&|$)/);
  await expect(page).toHaveURL(/[?&]split-hints\.nodes=3(&|$)/);
  await page.reload();
  await expect(first.getByLabel('Nodes')).toHaveValue('4');
  await expect(second.getByLabel('Nodes')).toHaveValue('3');
  await expect(chunkRows(first)).toHaveCount(4 * PRESETS['range-mappers'].devices);
});

/** `celerity::` names in the explorer's code, and how many of them are links. */
async function codeNames(x: Locator) {
  const code = x.locator('pre.xp-code');
  const text = (await code.textContent()) ?? '';
  const names = text.match(/celerity(?:::\w+)+/g) ?? [];
  const links = await code
    .locator('a')
    .evaluateAll((as) =>
      as.filter((a) => a.textContent?.startsWith('celerity::')).map((a) => a.getAttribute('href') ?? ''),
    );
  return { names: names.length, links };
}

async function expectLinkedCode(page: Page, path: string, preset: string, version: RegExp) {
  await gotoHydrated(page, path);
  const x = await liveExplorer(page, preset);
  const { names, links } = await codeNames(x);
  expect(names).toBeGreaterThan(3);
  expect(links).toHaveLength(names);
  for (const href of links) expect(href).toMatch(version);
  return x;
}

test("the explorer's code links its celerity:: names to the API pages, with signature cards", async ({
  page,
}) => {
  await expectLinkedCode(page, '/docs/0.6/range-mappers/', 'range-mappers', /^\/docs\/0\.6\/api\//);
  await expectLinkedCode(page, '/docs/next/range-mappers/', 'range-mappers', /^\/docs\/next\/api\//);
  const x = await expectLinkedCode(page, '/docs/range-mappers/', 'range-mappers', /^\/docs\/api\//);
  // Code written after a change links too.
  await x.getByLabel('Range mapper (a)').selectOption('even_split');
  await expect(
    x.locator('pre.xp-code a', { hasText: 'celerity::experimental::access::even_split' }),
  ).toHaveCount(1);
  const { names, links } = await codeNames(x);
  expect(links).toHaveLength(names);
  await x
    .locator('pre.xp-code a', { hasText: /^celerity::buffer$/ })
    .first()
    .hover();
  await expect(page.locator('#signature-card')).toBeVisible();
  await expect(page.locator('#signature-card')).toContainText('buffer');
});
