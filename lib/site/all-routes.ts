import { getApiModel } from '@/lib/api/model/load';
import { memberPageUrl, memberSets } from '@/lib/api/kinds/member-sets';
import { apiIndexUrl } from '@/lib/api/pages/frame';
import { apiSymbolUrl } from '@/lib/api/kinds/urls';
import { listContentRoutes, type SiteRoute } from './routes';

/** The API reference: five index pages, a page per record, enum, alias and function, and member pages. */
function listApiRoutes(): SiteRoute[] {
  const model = getApiModel();
  const indexes = (['aliases', 'enums', 'functions', 'namespaces', 'records'] as const).map((kind) =>
    apiIndexUrl(kind),
  );
  const details = [...model.records, ...model.enums, ...model.aliases, ...model.functions].map((symbol) =>
    apiSymbolUrl(symbol),
  );
  const members = model.records.flatMap((record) =>
    memberSets(record).map((set) => memberPageUrl(record, set)),
  );
  return [...indexes, ...details, ...members].map((path) => ({ path, listed: true }));
}

/** Content routes plus the generated API reference routes. */
export function listSiteRoutes(): SiteRoute[] {
  return [...listContentRoutes(), ...listApiRoutes()];
}
