import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { latestVersion } from '@/lib/content/versions';
import { expect, open, takeProblems, test, waitIn } from './fixtures';
import { textOf } from './page-helpers';

// Every kind of page loads and hydrates; the fixture fails a test on any console error or failed request.
const bufferId = getVersionApiModel(latestVersion()).records.find(
  (record) => record.qualifiedName === 'celerity::buffer',
)?.id;
if (!bufferId) throw new Error('the latest API model has no celerity::buffer');

const PAGES: [string, string, RegExp][] = [
  ['home', '/', /Celerity/],
  ['guide', '/docs/getting-started/', /^Getting Started$/],
  ['API index', '/docs/api/namespaces/', /Namespaces/],
  ['API detail', `/docs/api/records/${bufferId}/`, /buffer/],
  ['API changes', '/docs/api/changes/0-6-to-0-7/', /0\.6.*0\.7/],
  ['blog post', '/blog/celerity-0-7-0-released/', /0\.7/],
  ['search page', '/search/?q=buffer', /buffer/],
  ['404', '/no-such-page/', /not found/i],
  ['0.6 guide', '/docs/0.6/tutorial/', /Tutorial/],
  ['next guide', '/docs/next/tutorial/', /Tutorial/],
];

for (const [kind, path, heading] of PAGES)
  test(`${kind} (${path}) loads and hydrates`, async ({ driver }) => {
    await open(driver, path);
    // Polled: a heading made from what only the browser knows (the search page's ?q=) is set in a task after
    // hydration.
    await expect
      .poll(() => textOf(driver, 'h1'), { message: `${kind}: its h1`, timeout: 15_000 })
      .toMatch(heading);
  });

test('the CSP <meta> refuses an injected inline script, and nothing else', async ({ driver }) => {
  await open(driver, '/docs/getting-started/');
  await driver.run(`
    window.__e2eInjected = false;
    const script = document.createElement('script');
    script.textContent = 'window.__e2eInjected = true';
    document.head.append(script);`);
  const problems = await waitIn<string[]>(
    driver,
    `const list = JSON.parse(sessionStorage.getItem('__e2e_problems') || '[]');
     return list.length > 0 && list;`,
    'a CSP violation report',
  );
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^csp violation: script-src(-elem)? inline /);
  expect(await driver.run('return window.__e2eInjected;')).toBe(false);
  // The report above is the expected one; the fixture's own check must see nothing more.
  expect(await takeProblems(driver)).toHaveLength(1);
});

test("a guide's off-screen code blocks hold the height their lines take once laid out", async ({
  driver,
}) => {
  await open(driver, '/docs/tutorial/');
  // Each block's height while skipped, then laid out: an inline `content-visibility: visible` and a synchronous
  // layout, with no scrolling and no frames to wait for (in WebKit under CI load, the frames of a
  // scroll-through once stalled until the script timed out, twice in a row).
  const blocks = await driver.run<
    Array<{ skipped: boolean; below: boolean; before: number; after: number }>
  >(`
    const codes = [...document.querySelectorAll('figure[data-code-block] pre code')];
    const skipped = codes.map((code) => !code.firstElementChild.checkVisibility({ contentVisibilityAuto: true }));
    const before = codes.map((code) => code.getBoundingClientRect());
    for (const code of codes) code.style.contentVisibility = 'visible';
    return codes.map((code, index) => ({
      skipped: skipped[index],
      below: before[index].top > 3 * innerHeight,
      before: before[index].height,
      after: code.getBoundingClientRect().height,
    }));`);
  expect(blocks.length).toBeGreaterThan(5);
  // Blocks three viewports down (the page's complete program at its end among them) wait off-screen: the engine
  // does skip them, so the heights compared below are the placeholders'.
  expect(blocks.at(-1)?.below, 'the last block three viewports down').toBe(true);
  for (const [index, { below, skipped }] of blocks.entries())
    if (below) expect(skipped, `block ${index + 1} skipped before it is laid out`).toBe(true);
  for (const [index, { before, after }] of blocks.entries())
    expect(Math.abs(after - before), `block ${index + 1}: ${before} px, then ${after}`).toBeLessThan(1);
});
