import { listPosts, listTags, blogPageCount } from '@/lib/content/blog';
import { listDocs } from '@/lib/content/docs';

export interface SiteRoute {
  path: string;
  lastModified?: string;
  /** Unlisted pages are built but kept out of the sitemap and search. */
  listed: boolean;
}

/** Every HTML route the export contains except API pages (see lib/api) and the 404 page. */
export function listContentRoutes(): SiteRoute[] {
  const posts = listPosts();
  return [
    { path: '/', listed: true },
    { path: '/research/', listed: true },
    { path: '/contribute/', listed: true },
    { path: '/search/', listed: true },
    ...listDocs().map((doc) => ({
      path: doc.url,
      lastModified: doc.lastUpdate?.date,
      listed: !doc.unlisted,
    })),
    { path: '/blog/', lastModified: posts[0]?.date, listed: true },
    ...Array.from({ length: blogPageCount() - 1 }, (_, index) => ({
      path: `/blog/page/${index + 2}/`,
      listed: true,
    })),
    ...posts.map((post) => ({ path: post.url, lastModified: post.date, listed: true })),
    { path: '/blog/tags/', listed: true },
    ...listTags().map(({ tag }) => ({ path: `/blog/tags/${tag}/`, listed: true })),
  ];
}
