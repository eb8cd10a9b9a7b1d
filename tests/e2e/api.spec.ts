import type { Page } from '@playwright/test';
import {
  ACCESS_MODE,
  BUFFER,
  DECORATED_GLOBAL_PTR,
  HANDLER,
  NAMESPACE_ANCHORS,
  RANGE,
  REDUCTION,
} from './api-urls';
import { expect, test } from './fixtures';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

test.describe('API index pages', () => {
  for (const [path, expected] of [
    ['/docs/api/records/', ['buffer', 'handler', 'one_to_one']],
    ['/docs/api/enums/', ['access_mode']],
    ['/docs/api/aliases/', ['decorated_global_ptr']],
    ['/docs/api/functions/', ['reduction', 'set_lookahead']],
  ] as const) {
    test(`${path} lists symbols by namespace and marks itself active`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      for (const name of expected)
        await expect(main.getByRole('link', { name, exact: true }).first()).toBeVisible();
      await expect(main.locator('h2 code', { hasText: /^celerity$/ })).toBeVisible();
      await expect(
        sidebar(page)
          .getByRole('link', { name: path.split('/')[3]!, exact: false })
          .first(),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test('each index page is as new as the newest page it lists', async ({ page, request }) => {
    const shown = async (path: string) => {
      await page.goto(path);
      const date = await page.locator('[data-last-updated] time').getAttribute('datetime');
      await expect(page.locator('[data-last-updated]')).toHaveText(
        /^Last updated on \w{3} \d{1,2}, \d{4} by \S/,
      );
      return Date.parse(date!);
    };
    // A symbol page's own date, read from its HTML.
    const dateOf = async (href: string) => {
      const html = await (await request.get(href)).text();
      return Date.parse(/data-last-updated[^>]*>[^<]*<time datetime="([^"]+)"/i.exec(html)![1]!);
    };
    const kinds = ['records', 'enums', 'aliases', 'functions'];
    const indexDates: number[] = [];
    for (const kind of kinds) {
      const date = await shown(`/docs/api/${kind}/`);
      // Symbol pages are /docs/api/{kind}/{key}/; a large namespace's symbols are on /docs/api/{kind}/in/… pages.
      const links = async () =>
        page
          .getByRole('main')
          .locator(`a[href^="/docs/api/${kind}/"]`)
          .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const listed = await links();
      for (const sub of [...new Set(listed.filter((href) => href.includes('/in/')))]) {
        await page.goto(sub);
        listed.push(...(await links()));
      }
      const symbols = [
        ...new Set(listed.filter((href) => /^\/docs\/api\/[a-z]+\/(?!in\/)[^/]+\/$/.test(href))),
      ];
      expect(symbols.length, kind).toBeGreaterThan(0);
      expect(date, kind).toBe(Math.max(...(await Promise.all(symbols.map(dateOf)))));
      indexDates.push(date);
    }
    expect(await shown('/docs/api/namespaces/')).toBeGreaterThanOrEqual(Math.max(...indexDates));
  });

  test('the namespaces page anchors every namespace, variable and concept', async ({ page }) => {
    await page.goto('/docs/api/namespaces/');
    await expect(page.locator(`[id="${NAMESPACE_ANCHORS.celerity}"]`)).toBeAttached();
    await expect(page.locator(`[id="${NAMESPACE_ANCHORS.access}"] h2`)).toHaveText(/celerity::access/);
    await expect(page.locator(`[id="${NAMESPACE_ANCHORS.readOnly}"]`)).toContainText('read_only');
  });

  test('the table of contents wraps long namespace names instead of cutting them off', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/api/namespaces/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const longest = toc.getByRole('link', { name: 'celerity::experimental::access' });
    await expect(longest).toBeVisible();
    await expect(longest.locator('wbr')).toHaveCount(2);
    const overflowing = await toc
      .getByRole('link')
      .evaluateAll((links) =>
        links.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent),
      );
    expect(overflowing).toEqual([]);
  });
});

test.describe('API detail pages', () => {
  test('a record page renders declaration, members with anchors and the TOC', async ({ page }) => {
    await page.goto(RANGE);
    await expect(page).toHaveTitle(/celerity::range/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::range');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Records');
    await expect(page.locator('#constructors')).toBeVisible();
    await expect(page.locator('#size')).toBeVisible();
    const overload = page.locator('[id^="size-"]').first();
    await expect(overload.locator('pre code').first()).toContainText('size()');
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'size' }),
    ).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Records' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const declared = page.getByRole('link', { name: /include\/ranges\.h/ });
    await expect(declared).toHaveAttribute('target', '_blank');
    await expect(declared).toHaveAttribute('rel', 'noopener noreferrer');
    const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a class with long member docs lists its members and gives each a page', async ({ page }) => {
    await page.goto(HANDLER);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::handler');
    const member = page.locator('section[aria-labelledby="parallel_for"]');
    await expect(member).toContainText('Launches a data-parallel device kernel');
    await expect(page.locator('[id^="parallel_for-"]')).toHaveCount(0);
    await member.getByRole('link', { name: /^parallel_for: \d+ overloads$/ }).click();
    await expect(page).toHaveURL(`${HANDLER}parallel_for/`);
    await expect(page).toHaveTitle(/celerity::handler::parallel_for/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::handler::parallel_for');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'handler' })).toHaveAttribute('href', HANDLER);
    const overload = page.locator('[id^="parallel_for-"]').first();
    await expect(overload.locator('pre code').first()).toContainText('parallel_for(');
    await expect(overload.getByText('Parameters', { exact: true })).toBeVisible();
    await expect(overload.locator('dt code', { hasText: 'global_range' }).first()).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Records' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.locator('p', { hasText: 'Member of' }).getByRole('link').click();
    await expect(page).toHaveURL(HANDLER);
  });

  test('the buffer page has template parameters and highlighted code from doc comments', async ({ page }) => {
    await page.goto(BUFFER);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::buffer');
    const templateParams = page.locator('section[aria-labelledby="template-parameters"]');
    await expect(templateParams.locator('dt code').first()).toHaveText('DataT');
    await expect(page.locator('figure[data-code-block] pre .k').first()).toBeVisible();
  });

  test('a cross-link in a signature navigates to the linked symbol', async ({ page }) => {
    await page.goto(`${HANDLER}parallel_for/`);
    const link = page.locator(`pre a[href="${RANGE}"]`).first();
    await link.focus();
    await expect(link).toBeFocused();
    await link.click();
    await expect(page).toHaveURL(RANGE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::range');
  });

  test('an enum page lists its enumerators', async ({ page }) => {
    await page.goto(ACCESS_MODE);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::access_mode');
    await expect(page.locator('tr#read_write')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Enums' })).toHaveAttribute('aria-current', 'page');
  });

  test('an alias page shows its target', async ({ page }) => {
    await page.goto(DECORATED_GLOBAL_PTR);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::decorated_global_ptr');
    await expect(page.getByLabel('Declaration')).toContainText('sycl::global_ptr<T>');
    await expect(sidebar(page).getByRole('link', { name: 'Aliases' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('a function page lists every overload under its own anchor', async ({ page }) => {
    await page.goto(REDUCTION);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::reduction');
    const overloads = page.locator('main [id^="reduction-"]');
    expect(await overloads.count()).toBeGreaterThan(1);
    await expect(overloads.first().locator('pre code').first()).toContainText('reduction(');
    await expect(sidebar(page).getByRole('link', { name: 'Functions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('macros have an index and pages keyed by name, linked from the guides', async ({ page }) => {
    const macroUrl = '/docs/api/macros/CELERITY_VERSION_MAJOR/';
    await page.goto('/docs/api/macros/');
    await expect(sidebar(page).getByRole('link', { name: 'Macros' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('main').getByRole('link', { name: 'CELERITY_VERSION_MAJOR', exact: true }).click();
    await expect(page).toHaveURL(macroUrl);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('CELERITY_VERSION_MAJOR');
    await expect(page.getByLabel('Declaration')).toContainText('#define CELERITY_VERSION_MAJOR');
    await expect(page.getByRole('main')).toContainText('Major version number of the Celerity release');
    await page.goto('/docs/installation/');
    await expect(
      page.getByRole('main').locator('a[href="/docs/api/macros/CELERITY_ENABLE_MPI/"]').first(),
    ).toHaveText('CELERITY_ENABLE_MPI');
  });
});
