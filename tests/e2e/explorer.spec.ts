import { PRESETS } from '@/lib/explorer/ui-presets';
import { stateToQuery } from '@/lib/explorer/ui-state';
import { axeViolations } from './axe';
import { expect, gotoHydrated, test } from './fixtures';
import { accessCell, chunkRows, explorer, fill, liveExplorer } from './explorer-helpers';

// The split explorer (components/explorer) in the guides that embed it. Expected boxes follow the
// runtime's split rules worked out by hand (tests/unit/explorer has the derivations).
test('the kernel and cluster controls change the chunks in the table', async ({ page }) => {
  await gotoHydrated(page, '/docs/work-groups/');
  const x = await liveExplorer(page, 'work-groups');
  // 64 groups of 16 rows on three nodes: 22, 21 and 21 groups.
  await expect(chunkRows(x).locator('td:first-of-type')).toHaveText([
    '[0,0] - [352,1024]',
    '[352,0] - [688,1024]',
    '[688,0] - [1024,1024]',
  ]);
  await fill(x, 'Nodes', '4');
  await expect(chunkRows(x)).toHaveCount(4);
  await expect(chunkRows(x).first().locator('td').first()).toHaveText('[0,0] - [256,1024]');
  await fill(x, 'Devices per node', '2');
  await expect(chunkRows(x)).toHaveCount(8);
  await expect(chunkRows(x).nth(1).locator('th')).toHaveText('N0 D1');
  await expect(chunkRows(x).nth(1).locator('td').first()).toHaveText('[128,0] - [256,1024]');
  await x.getByLabel('Devices per node').fill('1');
  await x.getByLabel('Split hint').selectOption('2d');
  await expect(chunkRows(x).locator('td:first-of-type')).toHaveText([
    '[0,0] - [512,512]',
    '[0,512] - [512,1024]',
    '[512,0] - [1024,512]',
    '[512,512] - [1024,1024]',
  ]);
  await fill(x, 'oversubscribe (1: none)', '2');
  await expect(chunkRows(x)).toHaveCount(8);
  await expect(chunkRows(x).nth(1).locator('th')).toHaveText('N0 D0.1');
  await expect(x.locator('pre code')).toContainText('celerity::experimental::hints::oversubscribe{2}');
  // lcm(16, 48) = 48 does not divide 1024: the runtime's message, and no chunks.
  await fill(x, 'constrain_split (0: none) [0]', '48');
  await fill(x, 'constrain_split (0: none) [1]', '16');
  await expect(x.getByRole('status')).toContainText(
    'The effective split constraint [48,16] does not evenly divide the kernel global size [1024,1024]',
  );
  await expect(chunkRows(x)).toHaveCount(0);
  await fill(x, 'constrain_split (0: none) [0]', '0');
  await fill(x, 'constrain_split (0: none) [1]', '0');
  await fill(x, 'Global range [0]', '64');
  await fill(x, 'Work-group size (0: none) [0]', '0');
  await fill(x, 'Work-group size (0: none) [1]', '0');
  await fill(x, 'oversubscribe (1: none)', '1');
  await x.getByLabel('Task').selectOption('host');
  await expect(chunkRows(x).locator('th')).toHaveText([
    'N0 host (selected)',
    'N1 host',
    'N2 host',
    'N3 host',
  ]);
  await expect(x.locator('pre code')).toContainText('cgh.host_task(celerity::range<2>(64, 1024)');
  // The oversubscribe hint splits a host task's node chunk too (src/instruction_graph_generator.cc).
  await fill(x, 'oversubscribe (1: none)', '2');
  await expect(chunkRows(x).locator('th')).toHaveText([
    'N0 host.0 (selected)',
    'N0 host.1',
    'N1 host.0',
    'N1 host.1',
    'N2 host.0',
    'N2 host.1',
    'N3 host.0',
    'N3 host.1',
  ]);
  // split_2d is still on: N0's 32 × 512 block splits across dimension 1, into the squarer halves.
  await expect(chunkRows(x).nth(1).locator('td').first()).toHaveText('[0,256] - [32,512]');
  // The URL follows once the controls settle.
  await expect(page).toHaveURL(/[?&]work-groups\.task=host(&|$)/);
});

test('the accessor controls change the accessed region and the halo', async ({ page }) => {
  await gotoHydrated(page, '/docs/range-mappers/');
  const x = await liveExplorer(page, 'range-mappers');
  const region = accessCell(x, 'a', 'Region');
  await expect(region).toHaveText('{[0,0] - [17,64]}');
  await expect(accessCell(x, 'a', 'Shared with other chunks (halo, hatched)')).toHaveText(
    '{[15,0] - [17,64]} (128)',
  );
  await fill(x, 'Neighborhood extent (a) [0]', '2');
  await expect(region).toHaveText('{[0,0] - [18,64]}');
  await x.getByLabel('Split hint').selectOption('2d');
  await fill(x, 'Neighborhood extent (a) [0]', '1');
  await expect(region).toHaveText('{[0,0] - [33,33]}');
  await x.getByLabel('Neighborhood shape, from v0.7 (a)').selectOption('along_axes');
  await expect(region).toHaveText('{[0,0] - [32,33], [32,0] - [33,32]}');
  await x.getByLabel('Range mapper (a)').selectOption('transposed');
  await expect(region).toHaveText('{[0,0] - [32,32]}');
  await x.getByLabel('Split hint').selectOption('1d');
  await expect(region).toHaveText('{[0,0] - [64,16]}');
  await x.getByLabel('Range mapper (a)').selectOption('fixed');
  await fill(x, 'Fixed range (a) [1]', '8');
  await expect(region).toHaveText('{[1,1] - [17,9]}');
  await x.getByLabel('Range mapper (a)').selectOption('all');
  await expect(region).toHaveText('{[0,0] - [64,64]}');
  await x.getByLabel('Access mode (a)').selectOption('discard_write');
  await expect(x.getByRole('status')).toContainText(
    'Device kernel T1 has overlapping writes between multiple nodes in B0 {[0,0,0] - [64,64,1]}',
  );
  await x.getByLabel('Access mode (a)').selectOption('read');
  await x.getByLabel('Steps').selectOption('producer');
  await x.getByLabel('Range mapper (a)').selectOption('neighborhood');
  const transfers = x.getByTestId('xp-transfers').locator('tbody tr');
  await expect(transfers.filter({ hasText: 'N0 receives from N1' }).locator('td').nth(3)).toHaveText(
    '{[32,0] - [33,64]}',
  );
  await expect(transfers.filter({ hasText: 'N1 receives from N0' }).locator('td').nth(3)).toHaveText(
    '{[31,0] - [32,64]}',
  );
  await x.getByLabel('Accessors').selectOption('1');
  await expect(x.getByTestId('xp-accesses').locator('thead th')).toHaveText(['a']);
});

test('received and copied elements are drawn with labels and listed; granularity and buffer dimensions', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/range-mappers/');
  const x = await liveExplorer(page, 'even-split');
  // even_split<2>(range<2>(4, 1)) over 30 rows for 3 items: 12, 8, 10 rows; N0 lacks rows 10–12, which
  // N1's devices wrote (tests/unit/explorer/ui-model.test.ts works these out).
  const cell = (fact: string) => accessCell(x, 'a', fact);
  await expect(cell('Region')).toHaveText('{[0,0] - [12,16]}');
  await expect(cell('Received by the node (dotted)')).toHaveText('from N1: {[10,0] - [12,16]} (32)');
  const picture = x.getByRole('img', { name: /^Buffer a:/ });
  await expect(picture.locator('path.xp-received')).toHaveAttribute(
    'fill',
    'url(#explorer-even-split-dots-0)',
  );
  await expect(picture.locator('text.xp-tag')).toHaveText([
    'copy from D0',
    'copy from D1',
    'received from N1',
  ]);
  await x.getByLabel('Chunk to inspect').selectOption('N1 host');
  await expect(cell('Received by the node (dotted)')).toHaveText('none');
  await expect(picture.locator('path.xp-received')).toHaveCount(0);
  await fill(x, 'even_split granularity (a) [0]', '1');
  await expect(cell('Region')).toHaveText('{[10,0] - [20,16]}');
  await x.getByLabel('Buffer a dimensions').selectOption('1');
  await expect(cell('Region')).toHaveText('{[10] - [20]}');
  await expect(x.locator('pre code')).toContainText('celerity::buffer<float, 1> buf_a');
  const other = await liveExplorer(page, 'range-mappers');
  await other.getByLabel('Buffer a dimensions').selectOption('1');
  await expect(other.getByRole('status')).toContainText(
    'Invalid range mapper dimensionality: 2-dimensional kernel submitted with a requirement whose range mapper is neither invocable for chunk<2> nor (chunk<2>, range<1>) to produce subrange<1>',
  );
});

test('a preset link opens the explorer in that state', async ({ page }) => {
  const state = { ...PRESETS['range-mappers'], nodes: 4, devices: 1, chunk: 2 };
  await gotoHydrated(page, `/docs/range-mappers/?explorer=explorer-range-mappers&${stateToQuery(state)}`);
  // The explorer the link names loads at once, wherever it is on the page.
  const x = explorer(page, 'range-mappers');
  await expect(x).toHaveAttribute('data-live', 'true');
  await expect(chunkRows(x)).toHaveCount(4);
  await expect(x.getByTestId('xp-accesses').locator('caption')).toHaveText(
    'Buffer regions chunk N2 D0 accesses',
  );
  await expect(accessCell(x, 'a', 'Region')).toHaveText('{[31,0] - [49,64]}');
  // The other explorer of the page keeps its preset.
  await expect(chunkRows(explorer(page, 'split-hints'))).toHaveCount(8);
});

test('on a 0.6 page the explorer offers and writes only what v0.6.0 has', async ({ page }) => {
  // A link asking for along_axes, which v0.6.0 lacks: the page shows the bounding box instead.
  const preset = PRESETS['range-mappers'];
  const shaped = {
    ...preset,
    split2d: true,
    accessors: preset.accessors.map((a, i) => (i === 0 ? { ...a, shape: 'along_axes' as const } : a)),
  };
  await gotoHydrated(
    page,
    `/docs/0.6/range-mappers/?explorer=explorer-range-mappers&${stateToQuery(shaped)}`,
  );
  const x = explorer(page, 'range-mappers');
  // split_2d from the link: N0 D0 is [0,0] - [32,32], and its bounding-box halo takes the corner too.
  await expect(accessCell(x, 'a', 'Region')).toHaveText('{[0,0] - [33,33]}');
  await expect(x.getByLabel('Neighborhood extent (a) [0]')).toBeVisible();
  await expect(x.getByLabel('Neighborhood shape, from v0.7 (a)')).toHaveCount(0);
  const code = x.locator('pre code');
  await expect(code).toContainText('celerity::distr_queue q;');
  await expect(code).toContainText(
    'celerity::accessor acc_a(buf_a, cgh, celerity::access::neighborhood(1, 1), celerity::read_only);',
  );
  await expect(code).not.toContainText('neighborhood_shape');
  await fill(x, 'Neighborhood extent (a) [1]', '2');
  await expect(code).toContainText('celerity::access::neighborhood(1, 2)');
  await expect(page).toHaveURL(/[?&]range-mappers\.acc0=[^&]*neighborhood[^&]*bounding_box/);
});

test('keyboard only: choose a chunk and step a number', async ({ page }) => {
  await gotoHydrated(page, '/docs/range-mappers/');
  const x = await liveExplorer(page, 'range-mappers');
  await x.getByLabel('Chunk to inspect').focus();
  await page.keyboard.press('ArrowDown');
  await expect(x.getByTestId('xp-accesses').locator('caption')).toHaveText(
    'Buffer regions chunk N0 D1 accesses',
  );
  await expect(accessCell(x, 'a', 'Region')).toHaveText('{[15,0] - [33,64]}');
  await page.keyboard.press('Shift+Tab');
  await expect(x.getByLabel('Chunk to inspect')).not.toBeFocused();
  await x.getByLabel('Nodes').focus();
  await page.keyboard.press('ArrowUp');
  await expect(chunkRows(x)).toHaveCount(6);
});

test('axe finds nothing in light and dark theme, and a 360 px phone does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, '/docs/range-mappers/');
  expect(await axeViolations(page), 'light').toEqual([]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await axeViolations(page), 'dark').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
