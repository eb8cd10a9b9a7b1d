import { test as base, expect, type Page } from '@playwright/test';
import { listDocs } from '@/lib/content/docs';
import { flattenSidebar, loadSidebars } from '@/lib/content/sidebars';

export interface ConsoleWatch {
  messages: string[];
  /** Messages matching these patterns are expected by the test and not reported. */
  allow(pattern: RegExp): void;
}

/** Every test fails on console errors and warnings it did not declare as expected. */
export const test = base.extend<{ consoleWatch: ConsoleWatch }>({
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

/** Waits until the app has hydrated (controls are live). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The guides of the docs sidebar (content/sidebars.yaml), by doc id, in sidebar order. */
export const GUIDES = flattenSidebar(
  loadSidebars(listDocs()).find((sidebar) => sidebar.id === 'docs')?.items ?? [],
).flatMap((link) => (link.docId ? [link.docId] : []));
if (GUIDES.length === 0) throw new Error('content/sidebars.yaml: the "docs" sidebar lists no guides.');
