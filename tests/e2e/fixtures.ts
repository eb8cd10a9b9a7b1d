import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { normaliseBasePath } from '@/lib/config/base-path.mjs';
import { listDocs } from '@/lib/content/docs';
import { flattenSidebar, loadSidebars } from '@/lib/content/sidebars';
import { createStaticServer, listenOnFreePort } from '../../scripts/static-server';

export interface ConsoleWatch {
  messages: string[];
  /** Messages matching these patterns are expected by the test and not reported. */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on console errors and warnings it did not declare as expected. A test that asks for
 * `headersHost` gets the origin of a second server of out/, one that sends the headers of out/_headers as
 * Netlify, Cloudflare Pages and `npm run serve` do (the suite's own server sends none, as GitHub Pages).
 */
export const test = base.extend<{ consoleWatch: ConsoleWatch; headersHost: string }>({
  headersHost: async ({}, provide) => {
    const server = createStaticServer({
      root: path.resolve(process.env.E2E_OUT_DIR ?? 'out'),
      mount: normaliseBasePath(process.env.BASE_PATH),
    });
    const running = await listenOnFreePort(server);
    await provide(running.origin);
    await running.close();
  },
  consoleWatch: [
    async ({ page }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const url = message.text().startsWith('Failed to load resource')
          ? ` (${message.location().url})`
          : '';
        messages.push(`${message.type()}: ${message.text()}${url}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use({ messages, allow: (pattern) => allowed.push(pattern) });
      const unexpected = messages.filter((message) => !allowed.some((pattern) => pattern.test(message)));
      expect(unexpected, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The site's main navigation bar (the navbar's links). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// Hydration takes about 1.5 s here when the machine is idle; CI runs two browser suites side by side on two
// cores, where it has taken over 5 s (expect's default timeout). How fast pages become live is measured by
// `npm run bench`, not here, so the wait is generous.
const HYDRATION_TIMEOUT_MS = 20_000;

/** Waits until the app has hydrated (controls are live). */
export async function expectHydrated(page: Page): Promise<void> {
  // Waited for in the page, which sees the attribute as soon as it is set: `expect(…).toHaveAttribute` asks
  // from the test at growing intervals, which left about 0.1 s idle per page load (a tenth of the sweep).
  try {
    await page.waitForSelector('html[data-hydrated="true"]', {
      state: 'attached',
      timeout: HYDRATION_TIMEOUT_MS,
    });
  } catch (error) {
    const state = await page
      .locator('html')
      .getAttribute('data-hydrated')
      .catch(() => 'unknown');
    throw new Error(
      `${page.url()}: not hydrated after ${HYDRATION_TIMEOUT_MS} ms (<html data-hydrated> is ${JSON.stringify(state)}, expected "true")`,
      { cause: error },
    );
  }
}

/** Opens `url` and waits until the app has hydrated. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectHydrated(page);
}

/** The guides of the docs sidebar (content/sidebars.yaml), by doc id, in sidebar order. */
export const GUIDES = flattenSidebar(
  loadSidebars(listDocs()).find((sidebar) => sidebar.id === 'docs')?.items ?? [],
).flatMap((link) => (link.docId ? [link.docId] : []));
if (GUIDES.length === 0) throw new Error('content/sidebars.yaml: the "docs" sidebar lists no guides.');
