import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listSiteRoutes } from '@/lib/site/all-routes';
import { fixtureModel } from '../api/extract-fixtures';

// The list of routes (sitemap, search, link checks) and the pages in app/ must describe the same
// site: a page without routes in the list, or a listed route no page renders, fails here.

const APP = path.join(process.cwd(), 'app');

/** `/blog/tags/[tag]/` for app/blog/tags/[tag]/page.tsx. */
const pagePatterns = readdirSync(APP, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'page.tsx')
  .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'));

function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      /^\[\.\.\..+\]$/.test(segment)
        ? '.+'
        : /^\[.+\]$/.test(segment)
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Pages whose routes are all left out of the list on purpose, and why. */
const UNLISTED: Record<string, string> = {
  '/blog/page/[page]/': 'the first page is also /blog/, its canonical URL; only later pages are listed',
};

const { model } = await fixtureModel();
const routes = listSiteRoutes(model).map((route) => route.path);

describe('the list of routes', () => {
  it('knows the pages of app/', () => {
    expect(pagePatterns).toContain('/');
    expect(pagePatterns).toContain('/docs/api/[...slug]/');
  });

  it('has only routes that a page in app/ renders', () => {
    const unmatched = routes.filter((route) => !pagePatterns.some((p) => matcher(p).test(route)));
    expect(unmatched).toEqual([]);
  });

  it('has routes for every page in app/', () => {
    const unlisted = pagePatterns.filter(
      (pattern) => !(pattern in UNLISTED) && !routes.some((route) => matcher(pattern).test(route)),
    );
    expect(unlisted).toEqual([]);
  });

  it('lists each route once', () => {
    expect(new Set(routes).size).toBe(routes.length);
  });
});
