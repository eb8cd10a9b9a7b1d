import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { BUFFER, HANDLER } from './api-urls';
import { expect, gotoHydrated, test } from './fixtures';

// Links in code and their signature cards: mouse, keyboard, touch, navigation, back-references, axe.

const card = (page: Page) => page.getByTestId('signature-card');
/** The first sample of the tutorial linking the API: `celerity::queue q;` … (section "Creating the buffers"). */
const firstSample = (page: Page) =>
  page
    .locator('pre[data-links]')
    .filter({ has: page.locator('a', { hasText: 'celerity::queue' }) })
    .first();
const queueLink = (page: Page) => firstSample(page).locator('a', { hasText: 'celerity::queue' }).first();

async function expectBeside(page: Page, link: Locator) {
  const [linkBox, cardBox] = [await link.boundingBox(), await card(page).boundingBox()];
  expect(linkBox && cardBox).toBeTruthy();
  const overlaps = cardBox!.y < linkBox!.y + linkBox!.height && linkBox!.y < cardBox!.y + cardBox!.height;
  expect(overlaps, 'the card covers the linked name').toBe(false);
}

test('hovering a name in a sample shows its card beside it, described by the link', async ({ page }) => {
  await gotoHydrated(page, '/docs/tutorial/');
  const link = queueLink(page);
  await link.hover();
  await expect(card(page)).toContainText('celerity::queue');
  await expect(card(page).locator('pre')).toContainText('class queue');
  await expect(card(page).getByRole('link', { name: 'Go to page' })).toHaveAttribute(
    'href',
    /\/docs\/api\/records\/\w+\/$/,
  );
  await expect(link).toHaveAttribute('aria-describedby', 'signature-card');
  await expectBeside(page, link);
  // The pointer may move onto the card; leaving both closes it.
  await card(page).hover();
  await expect(card(page)).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(card(page)).toBeHidden();
  await expect(link).not.toHaveAttribute('aria-describedby', /.*/);
});

test('a sample is one tab stop: Enter moves to its links, arrows between them, Escape closes and returns', async ({
  page,
}) => {
  await gotoHydrated(page, '/docs/tutorial/');
  const sample = firstSample(page);
  const links = sample.locator('a');
  await sample.focus();
  await page.keyboard.press('Tab');
  await expect(sample.locator(':focus')).toHaveCount(0);
  await sample.focus();
  await page.keyboard.press('Enter');
  await expect(links.first()).toBeFocused();
  await expect(card(page)).toContainText('celerity::queue');
  await page.keyboard.press('ArrowRight');
  await expect(links.nth(1)).toBeFocused();
  await expect(card(page)).toContainText(/celerity::buffer/);
  await expect(card(page).locator('pre')).toContainText('template');
  await page.keyboard.press('Escape');
  await expect(card(page)).toBeHidden();
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sample).toBeFocused();
});

// The hint is drawn by the sample's parent (global.css): a guide's code block, the home page's sample and
// the explorer's code.
for (const { name, path, sample } of [
  { name: 'a guide', path: '/docs/tutorial/', sample: 'figure[data-code-block] > pre[data-links]' },
  { name: 'the home page', path: '/', sample: 'pre[data-links]' },
  { name: 'the explorer', path: '/docs/tutorial/', sample: '.xp > pre[data-links]' },
]) {
  test(`a linked sample reached with Tab says how to reach its links, in ${name}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const pre = page.locator(sample).first();
    const hint = () => pre.evaluate((element) => getComputedStyle(element.parentElement!, '::after').content);
    await expect.poll(hint).toBe('none');
    await pre.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(pre).toBeFocused();
    await expect.poll(hint).toBe('"Enter: links · ←/→: next link"');
  });
}

test('sample links leave the tab order on pages reached by client navigation too', async ({ page }) => {
  await gotoHydrated(page, '/docs/getting-started/');
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Tutorial', exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/tutorial\/$/);
  await expect(firstSample(page).locator('a').first()).toHaveAttribute('tabindex', '-1');
  await expect(page.locator('pre[data-links] a:not([tabindex="-1"])')).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 } });

  test('the first tap shows the card and the second follows the link', async ({ page }) => {
    await gotoHydrated(page, '/docs/tutorial/');
    const link = queueLink(page);
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(card(page)).toContainText('celerity::queue');
    await expect(page).toHaveURL(/\/docs\/tutorial\/$/);
    await link.tap();
    await expect(page).toHaveURL(/\/docs\/api\/records\/\w+\/$/);
    await expect(page.locator('h1')).toContainText('celerity::queue');
  });
});

test('a linked name in a tutorial sample leads to its API page', async ({ page }) => {
  await gotoHydrated(page, '/docs/tutorial/');
  await firstSample(page).locator('a', { hasText: 'celerity::buffer' }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BUFFER}$`));
  await expect(page.locator('h1')).toContainText('celerity::buffer');
});

test('the buffer page lists the tutorial under "Used in the guides" and its last update', async ({
  page,
}) => {
  await gotoHydrated(page, BUFFER);
  const usedIn = page.locator('section', { has: page.getByRole('heading', { name: 'Used in the guides' }) });
  const tutorial = usedIn.getByRole('listitem').filter({ hasText: /^Tutorial:/ });
  await expect(tutorial.getByRole('link', { name: 'Creating the buffers' })).toHaveAttribute(
    'href',
    '/docs/tutorial/#creating-the-buffers',
  );
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Used in the guides' }),
  ).toHaveCount(1);
  await expect(page.locator('[data-last-updated]')).toContainText(/Last updated on \w+ \d+, \d{4} by /);
});

test('inline code in prose and signatures on API pages show the same card', async ({ page }) => {
  await gotoHydrated(page, '/docs/tutorial/');
  const prose = page.locator('article p a code', { hasText: 'celerity::no_init' }).first();
  await prose.hover();
  await expect(card(page)).toContainText('celerity::no_init');
  await gotoHydrated(page, BUFFER);
  await page.locator('pre a', { hasText: 'range' }).first().hover();
  await expect(card(page)).toContainText('celerity::range');
});

test('a sycl:: name in a guide sample links to the SYCL specification and its card says so', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('khronos.org')) outside.push(request.url());
  });
  await gotoHydrated(page, '/docs/coming-from-sycl/');
  const link = page.locator('pre[data-links] a', { hasText: 'sycl::queue' }).first();
  await expect(link).toHaveAttribute(
    'href',
    'https://registry.khronos.org/SYCL/specs/sycl-2020/html/sycl-2020.html#sec:queue-class',
  );
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  await link.hover();
  await expect(card(page)).toContainText('SYCL 2020 specification');
  await expect(card(page)).toContainText('sycl::queue');
  // Neither the page nor the card asked the other site for anything.
  expect(outside).toEqual([]);
});

test('axe finds nothing with a card open, in light and dark theme', async ({ page }) => {
  await gotoHydrated(page, '/docs/tutorial/');
  await firstSample(page).focus();
  await page.keyboard.press('Enter');
  await expect(card(page).locator('pre')).toBeVisible();
  expect(await axeViolations(page), 'light theme').toEqual([]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  expect(await axeViolations(page), 'dark theme').toEqual([]);
});

test('every name listed under "In examples" has its card: overloads, constructors, members', async ({
  page,
}) => {
  // Overload anchors of free functions and the constructors pages of specialisations had no card file:
  // a 404 in the console (which fails the test) and "No details for this name."
  for (const url of [BUFFER, HANDLER]) {
    await gotoHydrated(page, url);
    const list = page.locator('p:text-is("In examples of the API reference:") + ul');
    const links = list.locator('a:has(code)');
    const names = await links.allTextContents();
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^celerity::/)]));
    // A specialisation's members are named with its arguments (the primary template is another page).
    if (url === BUFFER)
      expect(names).toContain('celerity::accessor<DataT, Dims, Mode, target::device>::accessor');
    if (url === HANDLER) expect(names).toContain('celerity::debug::set_task_name');
    for (const [index, name] of names.entries()) {
      // Focus shows a link's card as hovering does, without the card covering the next link.
      await links.nth(index).focus();
      await expect(card(page).locator('p > code').first(), name).toHaveText(name);
      await expect(card(page).locator('pre'), name).toBeVisible();
    }
  }
});
