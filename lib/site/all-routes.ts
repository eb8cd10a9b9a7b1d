import { listContentRoutes, type SiteRoute } from './routes';

/** Content routes plus the generated API reference routes. */
export function listSiteRoutes(): SiteRoute[] {
  return [...listContentRoutes()];
}
