import type { DocSearchProps } from '@docsearch/react';
import { searchParametersFor } from './search-versions';

/**
 * Settings for the optional hosted Algolia DocSearch mode. Without the three variables the site uses
 * the local index; with only some of them the build fails, because a half-configured search would
 * silently fall back to local and nobody would notice the typo.
 */
const HOSTED_SEARCH_ENV = [
  'NEXT_PUBLIC_DOCSEARCH_APP_ID',
  'NEXT_PUBLIC_DOCSEARCH_API_KEY',
  'NEXT_PUBLIC_DOCSEARCH_INDEX_NAME',
] as const;
type HostedSearchEnvName = (typeof HOSTED_SEARCH_ENV)[number];

/**
 * What DocSearch 3.9 already sends with every query (dist/esm/index.js, `getSources`). `searchParameters`
 * are spread over these, so repeating them would only pin the snippet length at 10 words where DocSearch
 * uses 5 on screens up to 768 px. Kept here for the local client's tests and as documentation.
 */
export const DOCSEARCH_DEFAULT_PARAMETERS = {
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

/**
 * The `searchParameters` prop we pass to DocSearch, in both modes: only what it does not send itself,
 * the facet filter of the version searched (search-versions.ts).
 */
export const docSearchParameters = (versionName: string) =>
  searchParametersFor(versionName) satisfies NonNullable<DocSearchProps['searchParameters']>;

interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** Validates the three variables: all set → hosted config, none set → null (local search), else an error. */
export function hostedSearchConfigFrom(
  env: Partial<Record<HostedSearchEnvName, string | undefined>>,
): HostedSearchConfig | null {
  const values = HOSTED_SEARCH_ENV.map((name) => [name, env[name]?.trim() ?? ''] as const);
  const missing = values.filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === HOSTED_SEARCH_ENV.length) return null;
  if (missing.length > 0) {
    const set = values.filter(([, value]) => value).map(([name]) => name);
    throw new Error(
      `Hosted search is half configured: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Set all three NEXT_PUBLIC_DOCSEARCH_* variables for Algolia DocSearch, or none for the local index.',
    );
  }
  const [appId, apiKey, indexName] = values.map(([, value]) => value) as [string, string, string];
  return { appId, apiKey, indexName };
}

/**
 * Reads the variables from the environment. Each is named literally because Next.js inlines
 * `process.env.NEXT_PUBLIC_*` into client code only for literal property reads.
 */
export function readHostedSearchConfig(): HostedSearchConfig | null {
  return hostedSearchConfigFrom({
    NEXT_PUBLIC_DOCSEARCH_APP_ID: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
    NEXT_PUBLIC_DOCSEARCH_API_KEY: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY,
    NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
  });
}
