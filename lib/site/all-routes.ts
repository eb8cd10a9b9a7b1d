import { getApiModel } from '@/lib/api/model/load';
import type { ApiModel } from '@/lib/api/model/schema';
import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { listContentRoutes, type SiteRoute } from './routes';

/** Content routes plus every page of the API reference (the list the API route is generated from). */
export function listSiteRoutes(model: ApiModel = getApiModel()): SiteRoute[] {
  const apiRoutes = listApiPages(model).map((page) => ({ path: apiPagePath(page), listed: true }));
  return [...listContentRoutes(), ...apiRoutes];
}
