import { listBuiltRoutes } from '@/lib/site/all-routes';
import { listDocs } from '@/lib/content/docs';
import { builtVersions, unbuiltVersionTest } from '@/lib/content/versions';
import { listContentRoutes } from '@/lib/site/routes';

/**
 * Exported pages the sitemap leaves out: Next's not-found pages, /blog/page/1/ (the same list as /blog/,
 * which is its canonical URL) and unlisted guides.
 */
export function unlistedPages(): string[] {
  const inUnbuilt = unbuiltVersionTest();
  return [
    '/404.html',
    '/404/',
    '/_not-found/',
    '/blog/page/1/',
    ...listContentRoutes()
      .filter((route) => !route.listed && !inUnbuilt(route.path))
      .map((route) => route.path),
  ];
}

/** Exported pages kept out of search engines and the sitemap: unreleased docs and old-URL pages. */
export const noindexPages = () =>
  listBuiltRoutes()
    .filter((route) => route.noindex)
    .map((route) => route.path);

/** Every built docs version's guide pages, as URL paths without the base path. */
export const guidePages = () => builtVersions().flatMap((version) => listDocs(version).map((doc) => doc.url));
