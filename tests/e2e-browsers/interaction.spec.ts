import { getVersion } from '@/lib/content/versions';
import { expect, hydrated, open, test, waitIn } from './fixtures';
import { clickText, textOf, waitForPage } from './page-helpers';

// What a reader does with the served site, in each engine.
const SIDEBAR = 'nav[aria-label="Docs sidebar"] a';
const HITS = '.DocSearch-Hit a';
const hitCount = `return document.querySelectorAll('${HITS}').length;`;
/**
 * The path of the first hit once the results have settled: typing shows the results of each prefix of the
 * query in turn ("host", then "host tasks"), so the first hit is read when it has stayed the same for half a
 * second (polled by waitIn; the last reading is kept in the page).
 */
const settledFirstHit = `
  const hit = document.querySelector('${HITS}');
  if (!hit) return null;
  const path = new URL(hit.href).pathname;
  const last = window.__e2eFirstHit;
  if (!last || last.path !== path) {
    window.__e2eFirstHit = { path, since: Date.now() };
    return null;
  }
  return Date.now() - last.since >= 500 ? path : null;`;

const navbarPosition = `return getComputedStyle(document.querySelector('header[data-navbar]')).position;`;
const stylesheetLoads = `return performance.getEntriesByType('resource').filter((e) => /[/]merged-[0-9a-f]{16}[.]css$/.test(e.name)).length;`;

test('a sidebar link navigates on the client; back and forward work', async ({ driver }) => {
  await open(driver, '/docs/getting-started/');
  // A guide is styled by the stylesheet inside it; the link React looks for is there, disabled, and the
  // engine fetches no stylesheet.
  expect(await driver.run(navbarPosition)).toBe('sticky');
  expect(await driver.run(stylesheetLoads)).toBe(0);
  // A full page load would drop this; a client-side navigation keeps it.
  await driver.run(`window.__e2eKept = 'kept';`);
  await clickText(driver, SIDEBAR, 'Host Tasks');
  await waitForPage(driver, /^\/docs\/host-tasks\/$/, 'Host Tasks');
  await driver.back();
  await waitForPage(driver, /^\/docs\/getting-started\/$/, 'Getting Started');
  await driver.forward();
  await waitForPage(driver, /^\/docs\/host-tasks\/$/, 'Host Tasks');
  expect(await driver.run('return window.__e2eKept;')).toBe('kept');
  expect(await driver.run(navbarPosition)).toBe('sticky');
  expect(await driver.run(stylesheetLoads)).toBe(0);
});

test("an explorer list's long choice stays inside its field", async ({ driver }) => {
  // WebKit let a select's chosen text overflow into the page: a phone's page scrolled 190 px sideways.
  await open(driver, '/docs/tutorial/');
  const overflow = await driver.run<number | null>(`
    const select = [...document.querySelectorAll('.xp-field select')].find((s) =>
      [...s.options].some((o) => o.text.startsWith('host task')));
    if (!select) return null;
    select.value = [...select.options].find((o) => o.text.startsWith('host task')).value;
    const field = select.closest('.xp-field');
    return field.scrollWidth - field.clientWidth;`);
  expect(overflow).not.toBeNull();
  expect(overflow).toBeLessThanOrEqual(1);
});

test('Copy page copies the page as Markdown', async ({ driver }) => {
  // Safari refuses a clipboard write that starts after the click's task (here: after fetching the twin).
  await open(driver, '/docs/getting-started/');
  await clickText(driver, 'main button', 'Copy page');
  const label = await waitIn<string>(
    driver,
    `const done = ['Copied', 'Copy failed'];
     return [...document.querySelectorAll('main button')].find((b) => done.includes(b.textContent))?.textContent ?? null;`,
    'the Copy page button reporting the copy',
  );
  expect(label).toBe('Copied');
});

test('search: the shortcut and the button open the modal, results show, Enter opens the first', async ({
  driver,
}) => {
  await open(driver, '/docs/getting-started/');
  await driver.press('Control+k');
  await waitIn(
    driver,
    `return document.activeElement?.matches('.DocSearch-Input');`,
    'the focused search input',
  );
  await driver.type('host tasks');
  const first = await waitIn<string>(driver, settledFirstHit, 'search results that stay the same');
  await driver.press('Enter');
  await waitForPage(driver, new RegExp(`^${first}$`));
  await hydrated(driver, first);
  await driver.click('[data-testid="search-button"]');
  await waitIn(
    driver,
    `return document.activeElement?.matches('.DocSearch-Input');`,
    'the focused search input',
  );
  await driver.type('buffer');
  await waitIn(driver, hitCount, 'search results');
  await driver.press('Escape');
  await waitIn(driver, `return !document.querySelector('.DocSearch-Modal');`, 'the modal closed');
});

test('the search page reads ?q=', async ({ driver }) => {
  await open(driver, '/search/?q=reduction');
  await waitIn(driver, `return document.querySelectorAll('main ol > li').length > 0;`, 'results');
  expect(await driver.run(`return document.querySelector('#search-page-input').value;`)).toBe('reduction');
  expect(await textOf(driver, 'main ol > li')).toMatch(/reduction/i);
});

test('the theme toggle switches the theme and the choice survives a reload', async ({ driver }) => {
  await open(driver, '/docs/tutorial/');
  const theme = `return document.documentElement.dataset.theme;`;
  const before = await driver.run<string>(theme);
  const after = before === 'dark' ? 'light' : 'dark';
  await driver.click('[data-testid="theme-toggle"]');
  await waitIn(driver, `return document.documentElement.dataset.theme === arguments[0];`, after, after);
  await driver.reload();
  await hydrated(driver, 'the reloaded page');
  expect(await driver.run(theme)).toBe(after);
});

test('the version dropdown keeps the page and remembers the choice', async ({ driver }) => {
  const older = getVersion('0.6');
  await open(driver, '/docs/tutorial/');
  await driver.click('button[aria-label^="Docs version"]');
  await waitIn(
    driver,
    `return document.querySelector('[data-state="pages-loaded"]') !== null;`,
    'version pages',
  );
  await clickText(driver, '[data-state="pages-loaded"] a', older.label);
  await waitForPage(driver, /^\/docs\/0\.6\/tutorial\/$/);
  await open(driver, '/');
  await waitIn(
    driver,
    `return [...document.querySelectorAll('nav a')].some((a) => a.pathname === '/docs/0.6/getting-started/');`,
    'the navbar docs link into 0.6',
  );
});

test('an explorer control changes the explorer', async ({ driver }) => {
  await open(driver, '/docs/work-groups/');
  const explorer = '#explorer-work-groups';
  await driver.run(`document.querySelector(arguments[0]).scrollIntoView();`, explorer);
  await waitIn(
    driver,
    `return document.querySelector(arguments[0]).dataset.live === 'true';`,
    'live',
    explorer,
  );
  const rows = `[...document.querySelectorAll('${explorer} [data-testid="xp-chunks"] tbody tr')]`;
  const before = await driver.run<string[]>(`return ${rows}.map((row) => row.textContent);`);
  expect(before.length).toBeGreaterThan(0);
  await clickText(driver, `${explorer} label`, 'Devices per node');
  await driver.press('ArrowUp');
  await waitIn(
    driver,
    `return JSON.stringify(${rows}.map((row) => row.textContent)) !== arguments[0];`,
    'a changed chunk table',
    JSON.stringify(before),
  );
});
