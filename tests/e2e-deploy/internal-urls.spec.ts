import { readProductionUrls } from '@/lib/api/pages/production-urls';
import { expect, test } from '../e2e/fixtures';

// Builds from a library checkout (the deploy build, made by scripts/test.sh) keep a page at the
// production site's URLs of the runtime's internals too, which no version documents: it says so and
// points to the API index and the search. Default builds leave these URLs out (lib/api/pages/old-url-pages.ts).

/** The first production URL of a symbol of the runtime's implementation namespace. */
const entry = readProductionUrls().api.find((candidate) => candidate.name.startsWith('celerity::detail::'))!;

test(`a production URL of a celerity::detail symbol (${entry.path}, ${entry.name}) says it was internal`, async ({
  page,
}) => {
  expect((await page.goto(entry.path))?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${entry.path}$`));
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toContainText(entry.name);
  const note = page.locator('[data-old-url="internal"]');
  await expect(note).toContainText(
    'internal part of the Celerity runtime, in the namespace celerity::detail',
  );
  await expect(note).toContainText('not public API');
  const simpleName = entry.name.split('::').at(-1)!;
  await expect(note.getByRole('link', { name: `search the site for ${simpleName}` })).toHaveAttribute(
    'href',
    `/search/?q=${encodeURIComponent(simpleName)}`,
  );
  await note.locator(`a[href="/docs/api/${entry.kind}/"]`).click();
  await expect(page).toHaveURL(new RegExp(`/docs/api/${entry.kind}/$`));
  await expect(page.locator('h1')).toHaveCount(1);
});
