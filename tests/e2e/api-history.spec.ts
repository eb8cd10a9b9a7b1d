import { expect, test } from './fixtures';

// The API history as readers see it: badges on symbol pages and member rows, and the changes pages
// linking to the symbols they list.

test.describe('API history', () => {
  test('the changes index links each version step', async ({ page }) => {
    await page.goto('/docs/api/changes/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API changes');
    await page.getByRole('main').getByRole('link', { name: '0.6 → 0.7' }).click();
    await expect(page).toHaveURL(/\/docs\/api\/changes\/0-6-to-0-7\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API changes from 0.6 to 0.7');
  });

  test('a changes page links to the pages of the symbols it lists, which show their history', async ({
    page,
  }) => {
    await page.goto('/docs/api/changes/0-6-to-0-7/');
    const added = page.getByRole('region', { name: /^Added/ });
    await added.getByRole('link', { name: 'celerity::queue', exact: true }).click();
    const header = page.getByRole('main').locator('header').first();
    await expect(header.getByRole('heading', { level: 1 })).toContainText('celerity::queue');
    await expect(header.getByText('since 0.7', { exact: true })).toBeVisible();

    await page.goBack();
    const deprecated = page.getByRole('region', { name: /^Deprecated/ });
    await expect(deprecated.getByText('Use celerity::queue instead')).toBeVisible();
    await deprecated.getByRole('link', { name: 'celerity::distr_queue', exact: true }).click();
    const distrQueue = page.getByRole('main').locator('header').first();
    await expect(distrQueue.getByText('0.3 or earlier', { exact: true })).toBeVisible();
    await expect(distrQueue.getByText('deprecated in 0.7', { exact: true })).toBeVisible();
  });

  test('the changes index counts what each step page lists', async ({ page }) => {
    // 0.7 deprecated neighborhood's two constructors one by one: one entry, counted once.
    await page.goto('/docs/api/changes/');
    const step = page.getByRole('main').getByRole('listitem').filter({ hasText: '0.6 → 0.7' });
    const deprecated = Number(/(\d+) deprecated/.exec((await step.textContent()) ?? '')?.[1]);
    expect(deprecated).toBeGreaterThan(0);
    await page.goto('/docs/api/changes/0-6-to-0-7/');
    await expect(page.getByRole('heading', { name: /^Deprecated/ })).toContainText(
      `Deprecated (${deprecated})`,
    );
  });

  test('overloads that changed without a counterpart read from before to now', async ({ page }) => {
    // 0.7 replaced neighborhood's three constructors by one of a range and two deprecated ones.
    await page.goto('/docs/api/changes/0-6-to-0-7/');
    const changed = page.getByRole('region', { name: /^Changed/ });
    const entry = changed.getByRole('listitem').filter({
      has: page.getByText('celerity::access::neighborhood::neighborhood', { exact: true }),
    });
    const terms = await entry.getByRole('term').allTextContents();
    expect(terms.length).toBeGreaterThan(2);
    expect(terms.lastIndexOf('Before'), terms.join(', ')).toBeLessThan(terms.indexOf('Now'));
  });

  test('a member whose signature changed shows its former declaration', async ({ page }) => {
    await page.goto('/docs/api/changes/0-3-2-to-0-4/');
    const changed = page.getByRole('region', { name: /^Changed/ });
    await changed.getByRole('link', { name: 'celerity::buffer::get_range', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('celerity::buffer::get_range');
    // get_range returned its range by value before 0.4.
    const change = page.locator('details', { has: page.getByText('changed in 0.4', { exact: true }) });
    await expect(change).toHaveCount(1);
    await change.getByText('changed in 0.4', { exact: true }).click();
    await expect(change.getByText('Before 0.4:')).toBeVisible();
    await expect(change.getByText('celerity::range<Dims> get_range() const', { exact: true })).toBeVisible();
    await expect(change.getByText('const range<Dims>& get_range() const', { exact: true })).toBeVisible();
  });

  test('a deprecated overload that was only reworded keeps the version it was deprecated in', async ({
    page,
  }) => {
    // reduction's const-buffer forms were deprecated in 0.4; 0.6 spelled their property list sycl::
    // instead of cl::sycl::, which makes them new declarations of that version.
    await page.goto('/docs/0.6/api/functions/celerity-reduction/');
    const main = page.getByRole('main');
    await expect(main.getByText('deprecated in 0.4', { exact: true })).toHaveCount(2);
    await expect(main.getByText('deprecated in 0.6', { exact: true })).toHaveCount(0);
  });

  test('a special member a class stopped declaring is changed to implicit, not removed; a deprecated former declaration says so', async ({
    page,
  }) => {
    // 0.5 declared buffer's copy and move assignment as defaulted; 0.6 leaves them to the compiler.
    await page.goto('/docs/api/changes/0-5-to-0-6/');
    const removed = page.getByRole('region', { name: /^Removed/ });
    await expect(removed.getByText('celerity::buffer::operator=', { exact: true })).toHaveCount(0);
    const changed = page.getByRole('region', { name: /^Changed/ });
    const entry = changed.getByRole('listitem').filter({
      has: page.getByText('celerity::buffer::operator=', { exact: true }),
    });
    await expect(
      entry.getByText('buffer& operator=(const buffer&) /* implicit */', { exact: true }),
    ).toBeVisible();
    // A former declaration that was deprecated says since when: distr_queue's device constructor went in 0.6.
    const constructors = changed.getByRole('listitem').filter({
      has: page.getByText('celerity::distr_queue::distr_queue', { exact: true }),
    });
    const former = constructors
      .getByRole('definition')
      .filter({ hasText: 'distr_queue(cl::sycl::device& device)' });
    await expect(former).toContainText('(deprecated in 0.4)');
  });

  test('variables on the namespaces page carry their history too', async ({ page }) => {
    // A variable's entry: its heading and, beside it, badges, signature and docs.
    const entry = (name: string) =>
      page.getByRole('heading', { level: 3, name: new RegExp(`^${name}\\b`) }).locator('xpath=..');
    await page.goto('/docs/api/namespaces/');
    await expect(entry('once').getByText('since 0.7', { exact: true })).toBeVisible();
    // A listing page links "changed in" to the changes page instead of showing the former declaration.
    const readOnly = entry('read_only');
    await expect(readOnly.locator('details')).toHaveCount(0);
    await readOnly.getByRole('link', { name: 'changed in 0.4', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/changes\/0-3-2-to-0-4\/#changed$/);
    const changed = page.getByRole('region', { name: /^Changed/ });
    await expect(changed.getByRole('link', { name: 'celerity::read_only', exact: true })).toBeVisible();

    await page.goto('/docs/0.6/api/namespaces/');
    await expect(
      entry('default_collective_group').getByText('removed in 0.7', { exact: true }),
    ).toBeVisible();
  });
});
