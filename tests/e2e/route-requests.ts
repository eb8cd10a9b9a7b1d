import type { Page, Request } from '@playwright/test';
import { ROUTE_LOAD_FALLBACK } from '@/lib/export/route-load-fallback';
import { expect, gotoHydrated } from './fixtures';
import { isLinkPrefetch } from './routing-helpers';

const { routeHeader, payloadFile } = ROUTE_LOAD_FALLBACK;
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

const label = `${ROUTE_LOAD_FALLBACK.name}, verified with next ${ROUTE_LOAD_FALLBACK.verifiedWith.next}`;

/**
 * What lib/export/route-load-fallback.ts reads from Next's route payload requests, and what it answers: a
 * navigation without a prefetch (a script's click on a guide no pointer touched) asks for the page's
 * `index.txt` with `RSC: 1`; a navigation to a hovered link's page asks nothing more, because the fallback
 * answers it with the payload the link fetched. A Next.js that asks differently fails here, naming the
 * fallback and the versions it was verified with.
 */
export async function expectRouterRequestsAsFallbackExpects(page: Page) {
  const seen = watchRequests(page);
  await gotoHydrated(page, '/docs/getting-started/');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const of = (route: string) => seen.payloads.filter((request) => pathOf(request).startsWith(route));
  await sidebarLink(page, '/docs/installation/').dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1, name: 'Installation' })).toBeVisible();
  const navigation = of('/docs/installation/');
  expect(navigation.length, `${label}: no navigation request seen`).toBeGreaterThan(0);
  for (const request of navigation) {
    expect(request.headers()[routeHeader], `${label}: ${routeHeader} header of ${request.url()}`).toBe('1');
    expect(pathOf(request), `${label}: URL`).toBe('/docs/installation/index.txt');
  }
  await sidebarLink(page, '/docs/range-mappers/').hover();
  await expect.poll(() => of('/docs/range-mappers/').filter(isLinkPrefetch).length).toBe(1);
  await sidebarLink(page, '/docs/range-mappers/').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Range Mappers' })).toBeVisible();
  expect(
    of('/docs/range-mappers/').map((request) => `${pathOf(request)} ${isLinkPrefetch(request)}`),
    `${label}: the navigation after the prefetch should be answered with it`,
  ).toEqual(['/docs/range-mappers/index.txt true']);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  return seen;
}
