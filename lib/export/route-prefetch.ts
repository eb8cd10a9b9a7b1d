/**
 * Browser side: route payloads fetched on intent. A link the reader points at, focuses or touches
 * (components/layout/app-link.tsx) fetches its page's whole route payload, `index.txt`, the same file a full
 * load of that page reads; when the router then navigates there, its request for that file is answered with
 * the fetched one (installRouteLoadFallback). Next's own prefetch would request the page's segment files
 * (`__next.*.txt`) instead, a second copy of the same data, which the export does not ship
 * (lib/export/unrequested-payloads.ts). Each fetched payload serves one navigation; coming back to a link
 * fetches it again, from the HTTP cache when the host allows.
 */

/** Fetched payloads kept for a navigation at most; the oldest unused one is dropped beyond it. */
const MAX_KEPT = 16;

/** Payload file path (base path included) → its answer, or null when it could not be fetched. */
const prefetched = new Map<string, Promise<Response | null>>();

/** The payload file of a page path (`/docs/tutorial/` → `/docs/tutorial/index.txt`); null for non-pages. */
export function payloadFileOf(pagePath: string): string | null {
  return pagePath.endsWith('/') ? `${pagePath}index.txt` : null;
}

function drop(file: string) {
  const answer = prefetched.get(file);
  prefetched.delete(file);
  void answer?.then((response) => response?.body?.cancel());
}

/** Starts fetching the route payload of the page at `pagePath` (base path included), once. */
export function prefetchRoutePayload(pagePath: string): void {
  // `next dev` serves route payloads at other URLs and has no index.txt files.
  if (process.env.NODE_ENV !== 'production') return;
  const file = payloadFileOf(pagePath);
  if (file === null || prefetched.has(file)) return;
  // `Purpose: prefetch` says what the request is, as browsers' own prefetches did; hosts ignore it.
  const answer = fetch(file, { priority: 'low', headers: { Purpose: 'prefetch' } }).then(
    (response) => (response.ok ? response : null),
    () => null,
  );
  prefetched.set(file, answer);
  // A failed prefetch is forgotten, so the next intent (or the navigation itself) asks again.
  void answer.then((response) => {
    if (response === null && prefetched.get(file) === answer) prefetched.delete(file);
  });
  if (prefetched.size > MAX_KEPT) drop(prefetched.keys().next().value as string);
}

/** The prefetched answer for the router's request of the payload file at `url`, handed out once; else null. */
export async function takePrefetchedPayload(url: URL): Promise<Response | null> {
  const answer = prefetched.get(url.pathname);
  if (answer === undefined) return null;
  prefetched.delete(url.pathname);
  return answer;
}
