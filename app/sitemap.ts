import type { MetadataRoute } from 'next';
import { listBuiltRoutes } from '@/lib/site/all-routes';
import { siteOrigin } from '@/lib/site/metadata';
import { sourceDate } from '@/lib/site/source-date';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // Pages without a date of their own changed at the latest with the commit being built (not "now",
  // so that two builds of one commit write the same sitemap).
  const fallback = sourceDate();
  return listBuiltRoutes()
    .filter((route) => route.listed && !route.noindex)
    .map((route) => {
      const lastModified = route.lastModified ?? fallback;
      return { url: `${siteOrigin}${route.path}`, ...(lastModified ? { lastModified } : {}) };
    });
}
