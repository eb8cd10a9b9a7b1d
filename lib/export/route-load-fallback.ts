/**
 * Browser side: makes a failed route payload request a full page load with one warning, and answers a
 * navigation with the payload a link prefetched (see installRouteLoadFallback). It tells Next's requests apart by their headers, which are not an API, so it is
 * registered with the passes' versions (lib/export/passes.ts, BROWSER_PATCHES) under the versions it was
 * verified with, and an e2e test (tests/e2e/route-load-fallback.spec.ts) fails when a real navigation's
 * requests stop looking like this.
 */
import { takePrefetchedPayload } from './route-prefetch';
import { VERIFIED_WITH } from './verified-with';

export const ROUTE_LOAD_FALLBACK = {
  name: 'route-load-fallback (browser)',
  verifiedWith: VERIFIED_WITH,
  /**
   * The request header (lower case, as `Headers` reports it) that is `1` on every route payload request of
   * the router. Links never let the router prefetch (components/layout/app-link.tsx), so each such request
   * is a navigation's.
   */
  routeHeader: 'rsc',
  /** The payload files the router requests in a static export: `index.txt`, and the segment files it would prefetch. */
  payloadFile: /(?:index|__next\.[^/]*)\.txt$/,
} as const;

let installed = false;
let inFlight = 0;
const listeners = new Set<(loading: boolean) => void>();

function setInFlight(change: 1 | -1) {
  inFlight += change;
  for (const listener of listeners) listener(inFlight > 0);
}

/** Calls `listener` whenever a route navigation payload starts or stops loading; returns the unsubscribe. */
export function onRoutePayloadLoading(listener: (loading: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether Next.js sent this request for a navigation's route payload: it sends `RSC: 1` with those. */
function isNavigationRequest(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  return headers.get(ROUTE_LOAD_FALLBACK.routeHeader) === '1';
}

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input), location.href);

function routeOf(input: RequestInfo | URL): string {
  const url = urlOf(input);
  return url.pathname.replace(ROUTE_LOAD_FALLBACK.payloadFile, '') + url.hash;
}

/**
 * When a route's payload cannot be loaded, Next.js (16.4) falls back to a full page load but reports it as a
 * console error with a stack trace. We want one warning that names the route, then the page load, so a failed
 * payload request becomes a 503 answer, which Next.js turns into a full page load of the target without
 * logging. A navigation to a page whose payload a link fetched on intent is answered with that fetch
 * (lib/export/route-prefetch.ts).
 */
export function installRouteLoadFallback(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const nativeFetch = window.fetch.bind(window);
  // An empty body, not none: Next.js starts decoding the payload before it looks at the status.
  const failed = (input: RequestInfo | URL, reason: string) => {
    console.warn(
      `Loading the route ${routeOf(input)} failed (${reason}); loading it as a full page instead.`,
    );
    return new Response('', {
      status: 503,
      statusText: 'Route load failed',
      headers: { 'Content-Type': 'text/plain' },
    });
  };
  window.fetch = async (input, init) => {
    if (!isNavigationRequest(input, init)) return nativeFetch(input, init);
    setInFlight(1);
    try {
      const response = (await takePrefetchedPayload(urlOf(input))) ?? (await nativeFetch(input, init));
      return response.ok ? response : failed(input, `HTTP ${response.status}`);
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      return failed(input, error instanceof Error ? error.message : String(error));
    } finally {
      setInFlight(-1);
    }
  };
}
