// Page weight as a browser sees it: the HTML, the JS requested until the page has hydrated (and after it,
// e.g. prefetches), and what the first search open loads (modal chunks, CSS, the index).
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request, Response } from 'playwright-core';
import type { PageType } from './page-types';

export interface Bytes {
  raw: number;
  gzip: number;
  requests: number;
}

export interface PageWeight {
  page: PageType;
  html: Bytes;
  /** The page's own route payload (lib/export/flight-payload.ts), fetched before hydration. */
  payload: Bytes;
  jsOnLoad: Bytes;
  jsAfterLoad: Bytes;
}

export interface SearchOpenWeight {
  /** Requested from the click until the first hit showed. */
  total: Bytes;
  js: Bytes;
  css: Bytes;
  index: Bytes;
  /** Everything else: route prefetches of the hits' pages, chunks requested after the first hit. */
  prefetch: Bytes;
}

interface Loaded {
  url: string;
  kind: 'document' | 'script' | 'stylesheet' | 'index' | 'other';
  late: boolean;
  raw: number;
  gzip: number;
}

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml)(\?|$)|\/$/;
const none = (): Bytes => ({ raw: 0, gzip: 0, requests: 0 });

export function sum(items: readonly Loaded[]): Bytes {
  return items.reduce(
    (total, item) => ({
      raw: total.raw + item.raw,
      gzip: total.gzip + item.gzip,
      requests: total.requests + 1,
    }),
    none(),
  );
}

/** Records every response with its decoded size and what it costs gzipped (as the server sends it). */
export function recordResponses(
  page: Page,
  state: { late: boolean },
): { loaded: Loaded[]; settle(): Promise<void> } {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  const phase = new WeakMap<Request, boolean>();
  page.on('request', (request) => void phase.set(request, state.late));
  const onResponse = async (response: Response) => {
    const request = response.request();
    const late = phase.get(request) ?? state.late;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const url = new URL(response.url()).pathname;
    const kind =
      request.resourceType() === 'document'
        ? 'document'
        : request.resourceType() === 'script' || request.resourceType() === 'stylesheet'
          ? request.resourceType()
          : url.includes('/search-index/')
            ? 'index'
            : 'other';
    const gzip = COMPRESSIBLE.test(url) && body.length > 0 ? gzipSync(body).length : body.length;
    loaded.push({ url, kind: kind as Loaded['kind'], late, raw: body.length, gzip });
  };
  page.on('response', (response) => void pending.push(onResponse(response)));
  return { loaded, settle: async () => void (await Promise.all(pending)) };
}

export async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.waitForTimeout(500);
}

/**
 * "On load" ends when the page has hydrated (our pages set `data-hydrated` on <html>): the route payload and
 * Next's scripts start after the first paint, which can come after the load event. Pages without that mark
 * (the framework floor's empty app) end at the load event.
 */
export async function measurePage(
  browser: Browser,
  origin: string,
  type: PageType,
  { untilHydrated = true } = {},
): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const state = { late: false };
  const { loaded, settle } = recordResponses(page, state);
  if (!untilHydrated) page.on('load', () => void (state.late = true));
  await page.goto(origin + type.path, { waitUntil: 'load' });
  if (untilHydrated) {
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
    state.late = true;
  }
  await quiet(page);
  await settle();
  await context.close();
  const scripts = loaded.filter((item) => item.kind === 'script');
  return {
    page: type,
    html: sum(loaded.filter((item) => item.kind === 'document')),
    payload: sum(loaded.filter((item) => item.kind === 'other' && !item.late && item.url.endsWith('.txt'))),
    jsOnLoad: sum(scripts.filter((item) => !item.late)),
    jsAfterLoad: sum(scripts.filter((item) => item.late)),
  };
}

/**
 * Opens search on a loaded page and types `query`: the modal's JS and CSS and the index requested
 * until the first hit shows. Route prefetches of the hits (RSC payloads) and later chunks are apart.
 */
export async function measureSearchOpen(
  browser: Browser,
  url: string,
  query = 'buffer',
): Promise<SearchOpenWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await quiet(page);
  const state = { late: false };
  const { loaded, settle } = recordResponses(page, state);
  await page.click('[data-testid=search-button]');
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 15_000 });
  state.late = true;
  await quiet(page);
  await settle();
  await context.close();
  const needed = (kind: Loaded['kind']) => loaded.filter((item) => !item.late && item.kind === kind);
  const [js, css, index] = [needed('script'), needed('stylesheet'), needed('index')];
  return {
    total: sum([...js, ...css, ...index]),
    js: sum(js),
    css: sum(css),
    index: sum(index),
    prefetch: sum(loaded.filter((item) => ![...js, ...css, ...index].includes(item))),
  };
}
