import { apiBaseOfVersion } from '@/lib/api/kinds/url-base';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import type { ApiModel } from '@/lib/api/model/schema';
import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { listVersions } from '@/lib/content/versions';
import { listContentRoutes, versionRouteFlags, type SiteRoute } from './routes';

/**
 * Content routes plus every page of every version's API reference (the lists the API routes are
 * generated from). `model` replaces the latest version's extracted model (tests).
 */
export function listSiteRoutes(model?: ApiModel): SiteRoute[] {
  const apiRoutes = listVersions().flatMap((version) => {
    const versionModel = version.isLast && model ? model : getVersionApiModel(version);
    return listApiPages(versionModel).map((page) => ({
      path: apiPagePath(page, apiBaseOfVersion(version)),
      listed: true,
      ...versionRouteFlags(version),
    }));
  });
  return [...listContentRoutes(), ...apiRoutes];
}
