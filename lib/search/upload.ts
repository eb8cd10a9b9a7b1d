import { algoliasearch, type IndexSettings, type SearchClient } from 'algoliasearch';
import { HIERARCHY_LEVELS, type DocSearchRecord } from './record';

/**
 * Pushing our records to a hosted Algolia index (`npm run search:upload`). The settings mirror the
 * DocSearch crawler's Docusaurus template, so the DocSearch modal ranks and snippets hits as it would on
 * a crawled index.
 */
export const DOCSEARCH_INDEX_SETTINGS = {
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  searchableAttributes: [...HIERARCHY_LEVELS.map((level) => `unordered(hierarchy.${level})`), 'content'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  distinct: true,
  attributeForDistinct: 'url',
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
} satisfies IndexSettings;

/** Algolia accepts up to 1000 objects per batch request; ours stay far below its 10 MB request limit. */
export const UPLOAD_BATCH_SIZE = 1000;

export interface UploadConfig {
  appId: string;
  /** A key with write ACLs (addObject, deleteIndex, editSettings), never the public search key. */
  apiKey: string;
  indexName: string;
  /** Only for tests and proxies, e.g. `http://127.0.0.1:8080`; unset means Algolia's own hosts. */
  host?: string;
}

type UploadEnv = Partial<Record<string, string | undefined>>;

const INDEX_NAME_VARS = ['NEXT_PUBLIC_DOCSEARCH_INDEX_NAME', 'ALGOLIA_INDEX_NAME'] as const;

/** Reads the upload settings; an error names every missing or contradictory variable. */
export function uploadConfigFrom(env: UploadEnv, options: { host?: string } = {}): UploadConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const appId = value('ALGOLIA_APP_ID');
  const apiKey = value('ALGOLIA_ADMIN_API_KEY');
  const [siteIndex, uploadIndex] = INDEX_NAME_VARS.map(value);
  const indexName = siteIndex ?? uploadIndex;
  if (!appId || !apiKey || !indexName) {
    const missing = [
      ...(appId ? [] : ['ALGOLIA_APP_ID']),
      ...(apiKey ? [] : ['ALGOLIA_ADMIN_API_KEY (a key that may write, not the search key)']),
      ...(indexName ? [] : [INDEX_NAME_VARS.join(' or ')]),
    ];
    throw new Error(`search:upload needs these environment variables: ${missing.join(', ')}.`);
  }
  // The site searches NEXT_PUBLIC_DOCSEARCH_*: uploading anywhere else would leave it silently stale.
  const conflicts = [
    [siteIndex, uploadIndex, INDEX_NAME_VARS[0], INDEX_NAME_VARS[1]],
    [value('NEXT_PUBLIC_DOCSEARCH_APP_ID'), appId, 'NEXT_PUBLIC_DOCSEARCH_APP_ID', 'ALGOLIA_APP_ID'],
  ].filter(([site, upload]) => site && upload && site !== upload);
  if (conflicts.length > 0) {
    const lines = conflicts.map(([site, upload, a, b]) => `${a}="${site}" but ${b}="${upload}"`);
    throw new Error(`search:upload: ${lines.join('; ')}. Set them to the same value or unset one.`);
  }
  if (apiKey === value('NEXT_PUBLIC_DOCSEARCH_API_KEY')) {
    throw new Error(
      'search:upload: ALGOLIA_ADMIN_API_KEY is the public search key (NEXT_PUBLIC_DOCSEARCH_API_KEY); ' +
        'use a key with the addObject, deleteIndex and editSettings ACLs.',
    );
  }
  const host = options.host ?? value('ALGOLIA_HOST');
  return { appId, apiKey, indexName, ...(host ? { host } : {}) };
}

/** `http://127.0.0.1:8080` → the client's host option; any other shape is an error naming the value. */
export function algoliaHostFrom(value: string) {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`Algolia host "${value}": expected a URL such as http://127.0.0.1:8080 (no path).`);
  }
  return {
    url: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    accept: 'readWrite' as const,
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
  };
}

export function createUploadClient(config: UploadConfig): SearchClient {
  const options = config.host ? { hosts: [algoliaHostFrom(config.host)] } : undefined;
  return algoliasearch(config.appId, config.apiKey, options);
}

type UploadClient = Pick<SearchClient, 'setSettings' | 'waitForTask' | 'replaceAllObjects'>;

interface UploadResult {
  records: number;
  batches: number;
}

/**
 * Settings first, then `replaceAllObjects`: it copies the live index's settings into a temporary index,
 * fills that one and moves it over the live index, so searches see either the old or the new records,
 * each with the new settings.
 */
export async function uploadSearchRecords(
  client: UploadClient,
  {
    indexName,
    records,
    batchSize = UPLOAD_BATCH_SIZE,
  }: { indexName: string; records: DocSearchRecord[]; batchSize?: number },
): Promise<UploadResult> {
  if (records.length === 0) {
    throw new Error(`No search records to upload: refusing to empty the index "${indexName}".`);
  }
  const { taskID } = await client.setSettings({ indexName, indexSettings: DOCSEARCH_INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID });
  const objects = records.map((record) => ({ ...record }));
  const { batchResponses } = await client.replaceAllObjects({ indexName, objects, batchSize });
  return { records: records.length, batches: batchResponses.length };
}
