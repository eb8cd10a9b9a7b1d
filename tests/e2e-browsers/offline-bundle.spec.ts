import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unpackOfflineBundle } from '../e2e/offline-bundle-root';
import { expect, test, waitIn } from './fixtures';
import { clickText, waitForPage } from './page-helpers';

// The offline bundle (`npm run bundle`) opened from file:// in Firefox, as on a cluster login node: pages,
// links and search work, and nothing is requested from anywhere but the file system.
let root = '';
let remove = () => {};

test.beforeAll(async () => {
  ({ root, remove } = await unpackOfflineBundle());
});
test.afterAll(() => remove());

const nonFileRequests = `return performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => !url.startsWith('file:'));`;

test('the offline bundle: pages link to each other and search finds and opens pages', async ({ driver }) => {
  await driver.goto(pathToFileURL(path.join(root, 'index.html')).href);
  await clickText(driver, 'a', 'Get Started');
  await waitForPage(driver, /\/docs\/getting-started\/index\.html$/, 'Getting Started');
  await clickText(driver, 'nav[aria-label="Docs sidebar"] a', 'Host Tasks');
  await waitForPage(driver, /\/docs\/host-tasks\/index\.html$/, 'Host Tasks');
  expect(await driver.run(nonFileRequests)).toEqual([]);
  await driver.press('Control+k');
  await waitIn(driver, `return document.activeElement?.type === 'search';`, 'the focused search box');
  await driver.type('range mapper');
  await waitIn(
    driver,
    `return [...document.querySelectorAll('dialog.offline-search a')].some((a) => a.textContent.includes('Range Mappers'));`,
    'a hit for Range Mappers',
  );
  await driver.press('Enter');
  await waitForPage(driver, /\/docs\/range-mappers\/index\.html$/, 'Range Mappers');
  expect(await driver.run(nonFileRequests)).toEqual([]);
});
