/**
 * Next.js inlines each page's route payload (the React Server Components "flight" data that hydration
 * reads) into the exported HTML as `self.__next_f.push([1, "…"])` scripts, so every page carries its
 * content twice: once as HTML and once, JSON-escaped, as payload. The export also writes the same payload
 * to a file (`index.txt`) for client navigations. After the build we drop the inline copy and let a small
 * loader fetch that file; the page is complete HTML without it, and hydration starts once the payload and
 * the scripts are in.
 *
 * The loader must push the payload before Next's bootstrap runs: the bootstrap closes its payload stream
 * at DOMContentLoaded (next/dist/client/app-index.js), so its scripts are preloaded from the head and
 * only executed after the fetch.
 */
import { transformSync } from 'esbuild';
import { inlineCall } from '@/lib/site/inline-script';
import { ExportPassError } from './pass';

const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const PUSH = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="([^"]+)"\/>/g;
const LOADER_MARK = 'data-route-payload=';

/** Next's payload queue: `[0]` opens the stream, `[1, text]` adds text to it (read by its bootstrap). */
type PayloadQueue = unknown[][];

/**
 * The loader, identical on every page (so a CSP can allow it by hash); per-page values are data attributes of
 * its own script element. It queues the stream start at once; once the first content is on screen (the
 * `first-contentful-paint` entry; after the first frame where paint timing is missing) it fetches the payload
 * and preloads Next's scripts, and once the payload is queued it starts those scripts in order. Waiting for
 * the first paint keeps ≈ 150 KB of framework code and the payload from competing with the HTML and the
 * stylesheets for the first paint (one frame later, not slower, on a fast connection); a hidden tab paints
 * nothing, so it starts at once. A failed fetch leaves the static page in place: content and links work,
 * interactive parts do not. Self-contained: it is serialised into the page (see inline-script.ts).
 */
export function loadRoutePayload(script: HTMLOrSVGScriptElement): void {
  const data = (script as HTMLScriptElement).dataset;
  const page = self as typeof self & { __next_f?: PayloadQueue };
  const queue = (page.__next_f = page.__next_f || []);
  const scripts = (data.scripts as string).split(' ').filter(Boolean);
  queue.push([0]);
  new Promise(function (painted) {
    if (document.visibilityState === 'hidden') return painted(0);
    const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
    if (!types || types.indexOf('paint') < 0)
      return requestAnimationFrame(function () {
        setTimeout(painted, 0);
      });
    // The paint entry arrives once the first content is on screen; a frame's requestAnimationFrame runs
    // before that frame is painted and shown. A tab hidden before its first paint starts at once.
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(painted, 0);
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', function () {
      painted(0);
    });
  })
    .then(function () {
      scripts.forEach(function (url) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = url;
        document.head.appendChild(link);
      });
      return fetch(data.routePayload as string);
    })
    .then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      return response.text();
    })
    .then(
      function (text) {
        queue.push([1, text]);
        scripts.forEach(function (url) {
          const element = document.createElement('script');
          element.src = url;
          element.async = true;
          document.head.appendChild(element);
        });
      },
      function (error: Error) {
        console.warn(
          "Loading this page's data from " +
            data.routePayload +
            ' failed (' +
            error.message +
            '); the page stays static until it is reloaded.',
        );
      },
    );
}

/** Minified (esbuild, deterministic output for the CSP hash): the loader is in the head of every page. */
export const PAYLOAD_LOADER = transformSync(inlineCall(loadRoutePayload, 'document.currentScript'), {
  minify: true,
  target: 'es2018',
}).code.trim();

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export class FlightPayloadError extends ExportPassError {}

/** True when `html` already loads its payload from a file (the post-build step ran before). */
export const isExternalized = (html: string) => html.includes(LOADER_MARK);

/** The inline route payload of an exported page: the concatenated text of its `push([1, …])` scripts. */
export function readInlinePayload(html: string, file: string): string {
  if (!html.includes(BOOTSTRAP))
    throw new FlightPayloadError(
      `${file}: no inline route payload found (expected Next.js's "${BOOTSTRAP}" bootstrap script).`,
    );
  let payload = '';
  for (const match of html.matchAll(PUSH)) {
    const segment: unknown = JSON.parse(match[1] ?? '');
    if (!Array.isArray(segment) || segment[0] !== 1 || typeof segment[1] !== 'string')
      throw new FlightPayloadError(
        `${file}: unsupported inline payload segment ${JSON.stringify(segment).slice(0, 40)} (expected [1, "<text>"]).`,
      );
    payload += segment[1];
  }
  if (payload === '')
    throw new FlightPayloadError(
      `${file}: the inline route payload is empty (no self.__next_f.push([1, "…"]) scripts with text found).`,
    );
  return payload;
}

/**
 * `html` without its inline payload: the bootstrap and push scripts are removed, Next's async scripts
 * (head and body) and its preloads of them are handed to the loader (which preloads them after the first
 * paint, fetches `payloadUrl`, then runs them in document order), and the loader opens the head. It must
 * come before the stylesheets: an inline script after a stylesheet waits for it.
 */
export function externalizePayload(html: string, file: string, payloadUrl: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new FlightPayloadError(`${file}: no </head> found.`);
  const scripts: string[] = [];
  const defer = (_tag: string, src: string) => {
    scripts.push(src);
    return '';
  };
  const head = html.slice(0, headEnd).replace(ASYNC_SCRIPT, defer);
  const headOpen = /<head>(?:<meta charSet="utf-8"\/>)?/.exec(head);
  if (!headOpen) throw new FlightPayloadError(`${file}: no <head> found.`);
  if (scripts.length === 0)
    throw new FlightPayloadError(`${file}: no Next.js <script src="…" async> tags found in <head>.`);
  const body = html.slice(headEnd).replace(BOOTSTRAP, '').replace(PUSH, '').replace(ASYNC_SCRIPT, defer);
  const handedOver = new Set(scripts);
  const withoutPreloads = head.replace(SCRIPT_PRELOAD, (tag, src: string) =>
    handedOver.has(src) ? '' : tag,
  );
  const loader =
    `<script ${LOADER_MARK}"${escapeAttribute(payloadUrl)}" data-scripts="${escapeAttribute(scripts.join(' '))}">` +
    `${PAYLOAD_LOADER}</script>`;
  const at = headOpen.index + headOpen[0].length;
  return withoutPreloads.slice(0, at) + loader + withoutPreloads.slice(at) + body;
}
