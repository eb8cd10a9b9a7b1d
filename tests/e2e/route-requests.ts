import type { Locator, Page, Request } from '@playwright/test';
import { ROUTE_LOAD_FALLBACK } from '@/lib/export/route-load-fallback';
import { expect, gotoHydrated } from './fixtures';
import { isLinkPrefetch } from './routing-helpers';

const { routeHeader, payloadFile } = ROUTE_LOAD_FALLBACK;
const pathOf = (request: Request) => new URL(request.url()).pathname;
const sidebarLink = (page: Page, path: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).locator(`a[href$="${path}"]`);

/** Requests for payload files, and every request that failed or got a 4xx/5xx answer. */
export function watchRequests(page: Page) {
  const seen = { payloads: [] as Request[], failed: [] as string[], answered: new Set<Request>() };
  page.on('request', (request) => payloadFile.test(pathOf(request)) && seen.payloads.push(request));
  page.on('requestfinished', (request) => seen.answered.add(request));
  page.on('requestfailed', (request) =>
    seen.failed.push(`${request.method()} ${pathOf(request)} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) seen.failed.push(`${response.status()} ${pathOf(response.request())}`);
  });
  return seen;
}

/**
 * Records, in the page, each click's target link (or element) and whether a handler took it
 * (`defaultPrevented`, as after Next's link handler), so a wait that fails can tell a click that missed from
 * a navigation that stalled.
 */
async function recordClicks(page: Page) {
  await page.evaluate(() => {
    const clicks: string[] = [];
    (window as unknown as { __clicks: string[] }).__clicks = clicks;
    document.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[href]');
      const what = link
        ? `a[href="${link.getAttribute('href')}"]`
        : (target?.tagName.toLowerCase() ?? 'none');
      clicks.push(`${what} (default prevented: ${event.defaultPrevented})`);
    });
  });
}

/** Waits for `heading`; when it does not come, says where the page is, what was clicked and what was fetched. */
async function expectArrival(page: Page, heading: Locator, seen: ReturnType<typeof watchRequests>) {
  try {
    await expect(heading).toBeVisible();
  } catch (error) {
    // A full page load in between takes the record with it.
    const clicks = await page
      .evaluate(() => (window as unknown as { __clicks?: string[] }).__clicks ?? ['(a full page load since)'])
      .catch(() => ['(not readable: the page is loading)']);
    const requests = seen.payloads.map(
      (request) =>
        `${pathOf(request)} ${isLinkPrefetch(request) ? 'prefetch' : 'router'}: ${
          request.failure()?.errorText ?? (seen.answered.has(request) ? 'answered' : 'no answer yet')
        }`,
    );
    throw new Error(
      `${(error as Error).message}\n\nPage: ${page.url()}\nClicks: ${clicks.join('; ') || 'none'}\n` +
        `Payload requests: ${requests.join('; ') || 'none'}`,
    );
  }
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
  await recordClicks(page);
  const of = (route: string) => seen.payloads.filter((request) => pathOf(request).startsWith(route));
  await sidebarLink(page, '/docs/installation/').dispatchEvent('click');
  await expectArrival(page, page.getByRole('heading', { level: 1, name: 'Installation' }), seen);
  const navigation = of('/docs/installation/');
  expect(navigation.length, `${label}: no navigation request seen`).toBeGreaterThan(0);
  for (const request of navigation) {
    expect(request.headers()[routeHeader], `${label}: ${routeHeader} header of ${request.url()}`).toBe('1');
    expect(pathOf(request), `${label}: URL`).toBe('/docs/installation/index.txt');
  }
  await sidebarLink(page, '/docs/range-mappers/').hover();
  await expect.poll(() => of('/docs/range-mappers/').filter(isLinkPrefetch).length).toBe(1);
  await sidebarLink(page, '/docs/range-mappers/').click();
  await expectArrival(page, page.getByRole('heading', { level: 1, name: 'Range Mappers' }), seen);
  expect(
    of('/docs/range-mappers/').map((request) => `${pathOf(request)} ${isLinkPrefetch(request)}`),
    `${label}: the navigation after the prefetch should be answered with it`,
  ).toEqual(['/docs/range-mappers/index.txt true']);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  return seen;
}
