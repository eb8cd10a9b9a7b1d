import type { Page, Request } from '@playwright/test';
import { ROUTE_LOAD_FALLBACK } from '@/lib/export/route-load-fallback';
import { expect, gotoHydrated } from './fixtures';

const { headers, payloadFile } = ROUTE_LOAD_FALLBACK;
const isPrefetch = (request: Request) => headers.prefetch.some((name) => name in request.headers());
const pathOf = (request: Request) => new URL(request.url()).pathname;
const sidebarLink = (page: Page, path: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a[href$="${path}"]`);

/** Requests for payload files, and every request that failed or got a 4xx/5xx answer. */
export function watchRequests(page: Page) {
  const seen = { payloads: [] as Request[], failed: [] as string[] };
  page.on('request', (request) => payloadFile.test(pathOf(request)) && seen.payloads.push(request));
  page.on('requestfailed', (request) =>
    seen.failed.push(`${request.method()} ${pathOf(request)} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) seen.failed.push(`${response.status()} ${pathOf(response.request())}`);
  });
  return seen;
}

/**
 * What lib/export/route-load-fallback.ts reads from Next's route payload requests: `RSC: 1` on every one, one of
 * its prefetch headers on prefetches and none on navigations, and a payload file's URL.
 */
function expectShape(requests: readonly Request[], kind: 'prefetch' | 'navigation') {
  const label = `${ROUTE_LOAD_FALLBACK.name}, verified with next ${ROUTE_LOAD_FALLBACK.verifiedWith.next}, reads ${kind} requests`;
  const ofKind = requests.filter((request) => isPrefetch(request) === (kind === 'prefetch'));
  expect(ofKind.length, `${label}: none seen`).toBeGreaterThan(0);
  for (const request of ofKind) {
    expect(request.headers()[headers.route], `${label}: RSC header of ${request.url()}`).toBe('1');
    expect(pathOf(request), `${label}: URL`).toMatch(payloadFile);
  }
}

/**
 * A prefetch on intent (pointer on a guide's sidebar link) and a navigation without one (a script's click on
 * another guide): both client-side, and Next's requests for them look as the route-load fallback expects.
 * A Next.js that asks differently fails here, naming the fallback and the versions it was verified with.
 */
export async function expectRouterRequestsAsFallbackExpects(page: Page) {
  const seen = watchRequests(page);
  await gotoHydrated(page, '/docs/getting-started/');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await sidebarLink(page, '/docs/range-mappers/').hover();
  const of = (route: string) => seen.payloads.filter((request) => pathOf(request).startsWith(route));
  await expect.poll(() => of('/docs/range-mappers/').filter(isPrefetch).length).toBeGreaterThan(0);
  expectShape(of('/docs/range-mappers/'), 'prefetch');
  await sidebarLink(page, '/docs/installation/').dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  expectShape(of('/docs/installation/'), 'navigation');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  return seen;
}
