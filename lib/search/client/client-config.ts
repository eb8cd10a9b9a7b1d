import { LOCAL_DOCSEARCH_CREDENTIALS } from './algolia-response';
import { DOCSEARCH_SEARCH_PARAMETERS, readHostedSearchConfig } from './hosted-config';

const hosted = readHostedSearchConfig();

/** What the search UI needs to know, resolved at build time: hosted DocSearch or the local index. */
export const searchClientConfig = {
  mode: hosted ? ('hosted' as const) : ('local' as const),
  appId: hosted?.appId ?? LOCAL_DOCSEARCH_CREDENTIALS.appId,
  apiKey: hosted?.apiKey ?? LOCAL_DOCSEARCH_CREDENTIALS.apiKey,
  indexName: hosted?.indexName ?? LOCAL_DOCSEARCH_CREDENTIALS.indexName,
  searchParameters: DOCSEARCH_SEARCH_PARAMETERS,
  indexUrl: `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/search-index/`,
};
