import { getApiModel } from '@/lib/api/model/load';
import type { ApiModel } from '@/lib/api/model/schema';
import { CHANGES_URL, changesStepUrl, listChangeSteps } from '@/lib/api/pages/changes-page';
import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { listContentRoutes, type SiteRoute } from './routes';

/**
 * Content routes plus every page of the API reference (the list the API route is generated from) and
 * the API changes pages (from the committed API history).
 */
export function listSiteRoutes(model: ApiModel = getApiModel()): SiteRoute[] {
  const apiRoutes = listApiPages(model).map((page) => ({ path: apiPagePath(page), listed: true }));
  const changesRoutes = [CHANGES_URL, ...listChangeSteps().map(changesStepUrl)].map((path) => ({
    path,
    listed: true,
  }));
  return [...listContentRoutes(), ...apiRoutes, ...changesRoutes];
}
