import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { listContentRoutes, type SiteRoute } from './routes';

/** Content routes plus every page of the API reference (the list the API route is generated from). */
export function listSiteRoutes(): SiteRoute[] {
  return [
    ...listContentRoutes(),
    ...listApiPages().map((page) => ({ path: apiPagePath(page), listed: true })),
  ];
}
