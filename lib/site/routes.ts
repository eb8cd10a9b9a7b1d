import { listPosts, listTags, blogPageCount } from '@/lib/content/blog';
import { listDocs } from '@/lib/content/docs';
import { listVersions, type DocsVersion } from '@/lib/content/versions';
import { FIXED_PAGES } from '@/lib/config/fixed-pages';

export interface SiteRoute {
  path: string;
  lastModified?: string;
  /** Unlisted pages are built but kept out of the sitemap and search. */
  listed: boolean;
  /** Pages of unreleased docs are searchable on the site but kept out of search engines and the sitemap. */
  noindex?: true;
}

/** The route fields of a page of a docs version. */
export const versionRouteFlags = (version: DocsVersion): Pick<SiteRoute, 'noindex'> =>
  version.indexable ? {} : { noindex: true };

export { FIXED_PAGES };

/** Every HTML route the export contains except API pages (see lib/api) and the 404 page. */
export function listContentRoutes(): SiteRoute[] {
  const posts = listPosts();
  return [
    { path: '/', listed: true },
    { path: FIXED_PAGES.research.path, listed: true },
    { path: '/contribute/', listed: true },
    { path: FIXED_PAGES.search.path, listed: true },
    ...listVersions().flatMap((version) =>
      listDocs(version).map((doc) => ({
        path: doc.url,
        lastModified: doc.lastUpdate?.date,
        listed: !doc.unlisted,
        ...versionRouteFlags(version),
      })),
    ),
    { path: FIXED_PAGES.blog.path, lastModified: posts[0]?.date, listed: true },
    ...Array.from({ length: blogPageCount() - 1 }, (_, index) => ({
      path: `/blog/page/${index + 2}/`,
      listed: true,
    })),
    ...posts.map((post) => ({ path: post.url, lastModified: post.date, listed: true })),
    { path: FIXED_PAGES.blogTags.path, listed: true },
    ...listTags().map(({ tag }) => ({ path: `/blog/tags/${tag}/`, listed: true })),
  ];
}
