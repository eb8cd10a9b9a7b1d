import type { MetadataRoute } from 'next';
import { listSiteRoutes } from '@/lib/site/all-routes';
import { siteOrigin } from '@/lib/site/metadata';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const buildTime = new Date().toISOString();
  return listSiteRoutes()
    .filter((route) => route.listed)
    .map((route) => ({ url: `${siteOrigin}${route.path}`, lastModified: route.lastModified ?? buildTime }));
}
