import { apiBaseOfVersion, getVersionApiModel } from '@/lib/api/kinds/url-base';
import type { ApiModel } from '@/lib/api/model/schema';
import { listOldApiPages, oldApiPagePath } from '@/lib/api/pages/old-url-pages';
import { CHANGES_URL, changesStepUrl, listChangeSteps } from '@/lib/api/pages/changes-page';
import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { listVersions, unbuiltVersionTest } from '@/lib/content/versions';
import { messagesPagePath } from '@/lib/messages/page';
import { listContentRoutes, versionRouteFlags, type SiteRoute } from './routes';

/**
 * Content routes plus every page of every version's API reference (the lists the API routes are
 * generated from), the pages of old API URLs, which no search engine indexes (they send readers on), and
 * the API changes pages (from the committed API history), and every version's messages page.
 * `model` replaces the latest version's extracted model (tests).
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
  // Old URLs follow from every version's extracted model; a replaced latest model has none of its own.
  const oldRoutes = model
    ? []
    : listOldApiPages().map((page) => ({
        path: oldApiPagePath(page),
        listed: false,
        noindex: true as const,
      }));
  const changesRoutes = [CHANGES_URL, ...listChangeSteps().map(changesStepUrl)].map((path) => ({
    path,
    listed: true,
  }));
  const messagesRoutes = listVersions().map((version) => ({
    path: messagesPagePath(version),
    listed: true,
    ...versionRouteFlags(version),
  }));
  return [...listContentRoutes(), ...messagesRoutes, ...apiRoutes, ...oldRoutes, ...changesRoutes];
}

/** The routes this build exports: every site route but the pages of versions a limited build leaves out. */
export function listBuiltRoutes(): SiteRoute[] {
  const inUnbuilt = unbuiltVersionTest();
  return listSiteRoutes().filter((route) => !inUnbuilt(route.path));
}
