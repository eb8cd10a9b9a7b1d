// Read by the navbar's search button, so it is in every page's first-load JavaScript: it imports the
// hosted settings only, never the local client (algolia-response and the engine load with the modal).
import { readHostedSearchConfig } from './hosted-config';

const hosted = readHostedSearchConfig();

/**
 * DocSearch builds an Algolia client from `appId`/`apiKey` before `transformSearchClient` replaces it,
 * and throws on empty strings; in local mode these placeholders satisfy it and are never sent anywhere.
 */
export const LOCAL_DOCSEARCH_CREDENTIALS = {
  appId: 'local',
  apiKey: 'local',
  indexName: 'celerity-local',
} as const;

/**
 * What the search UI needs to know, resolved at build time: hosted DocSearch or the local index. The
 * local index has one folder per docs version (`indexUrl` + version name + `/`); the version searched,
 * and so the facet filter, is chosen per page (search-versions.ts).
 */
export const searchClientConfig = {
  mode: hosted ? ('hosted' as const) : ('local' as const),
  appId: hosted?.appId ?? LOCAL_DOCSEARCH_CREDENTIALS.appId,
  apiKey: hosted?.apiKey ?? LOCAL_DOCSEARCH_CREDENTIALS.apiKey,
  indexName: hosted?.indexName ?? LOCAL_DOCSEARCH_CREDENTIALS.indexName,
  indexUrl: `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/search-index/`,
};

/** The folder of a version's local index. */
export const versionIndexUrl = (versionName: string): string =>
  `${searchClientConfig.indexUrl}${encodeURIComponent(versionName)}/`;
