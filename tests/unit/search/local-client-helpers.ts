import type { AlgoliaHitsResult } from '@/lib/search/client/algolia-response';
import { LOCAL_DOCSEARCH_CREDENTIALS } from '@/lib/search/client/client-config';
import { createSearchEngine } from '@/lib/search/build-index';
import { DOCSEARCH_DEFAULT_PARAMETERS, docSearchParameters } from '@/lib/search/client/hosted-config';
import { FIXTURE_RECORDS } from './fixtures/records';

// Shared by the local search client tests.

export const engine = await createSearchEngine(FIXTURE_RECORDS);
/** Exactly what DocSearch 3.9 sends: its defaults plus our searchParameters, flat (algoliasearch v5). */
export const docSearchRequest = (query: string) => ({
  requests: [
    {
      query,
      indexName: LOCAL_DOCSEARCH_CREDENTIALS.indexName,
      ...DOCSEARCH_DEFAULT_PARAMETERS,
      clickAnalytics: false,
      ...docSearchParameters('current'),
    },
  ],
});
export const firstResult = async (promise: Promise<{ results: unknown[] }>) =>
  (await promise).results[0] as AlgoliaHitsResult;
