import { LOCAL_DOCSEARCH_CREDENTIALS } from './algolia-response';
import { readHostedSearchConfig } from './hosted-config';

const hosted = readHostedSearchConfig();

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
