import type { Page } from '@playwright/test';
import { expect, GUIDES } from './fixtures';

/** Pages whose head the sweep checks (sweep.spec.ts), with the title each must have. */
export const ROUTE_HEADS = new Map<string, RegExp>([
  ['/', /^Celerity \| High-level C\+\+ for Accelerator Clusters$/],
  ['/research/', /^Research \| Celerity$/],
  ['/contribute/', /^Contribute \| Celerity$/],
  ['/search/', /^Search \| Celerity$/],
  ['/docs/', /^.+ \| Celerity$/],
  ['/docs/configuration/', /^.+ \| Celerity$/],
  ['/blog/', /^Blog \| Celerity$/],
  ...GUIDES.map((id): [string, RegExp] => [`/docs/${id}/`, /^.+ \| Celerity$/]),
]);

/** One h1, the title, a description, a canonical URL ending in the page's path, and the language. */
export async function expectRouteHead(page: Page, pagePath: string, title: RegExp): Promise<void> {
  await expect(page, `${pagePath}: title`).toHaveTitle(title);
  await expect(page.locator('h1'), `${pagePath}: one h1`).toHaveCount(1);
  await expect(page.locator('h1'), `${pagePath}: h1 text`).not.toBeEmpty();
  await expect(page.locator('meta[name="description"]'), `${pagePath}: description`).toHaveAttribute(
    'content',
    /.{20,}/,
  );
  await expect(page.locator('link[rel="canonical"]'), `${pagePath}: canonical URL`).toHaveAttribute(
    'href',
    new RegExp(`${pagePath.replace(/\//g, '\\/')}$`),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}
