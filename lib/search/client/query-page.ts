import { htmlWithNameBreaks } from '@/lib/html/name-pieces';
import { toDocSearchTransformClient } from './algolia-response';
import { searchClientConfig, versionIndexUrl } from './client-config';
import { docSearchParameters } from './hosted-config';
import { getLocalSearchClient } from './local-client';

const SEARCH_PAGE_SIZE = 20;

export interface SearchPageHit {
  url: string;
  /** lvl0 › lvl1 › …, plain text. */
  trail: string[];
  /** HTML: escaped text with <mark> around matches. */
  titleHtml: string;
  snippetHtml: string;
}

interface SearchPageResult {
  hits: SearchPageHit[];
  nbHits: number;
  nbPages: number;
}

interface RawHit {
  url: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, { value?: string } | undefined> };
  _snippetResult?: { content?: { value?: string } };
  type?: string;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

async function hostedClient() {
  const { liteClient } = await import('algoliasearch/lite');
  return liteClient(searchClientConfig.appId, searchClientConfig.apiKey);
}

function toHit(raw: RawHit): SearchPageHit {
  const trail = LEVELS.map((level) => raw.hierarchy[level]).filter((value): value is string =>
    Boolean(value),
  );
  const deepest = [...LEVELS].reverse().find((level) => raw.hierarchy[level]) ?? 'lvl1';
  const url = /^https?:\/\//.test(raw.url) ? new URL(raw.url).pathname + new URL(raw.url).hash : raw.url;
  return {
    url,
    trail: trail.slice(0, -1),
    titleHtml: htmlWithNameBreaks(raw._highlightResult?.hierarchy?.[deepest]?.value ?? ''),
    snippetHtml: raw.type === 'content' ? (raw._snippetResult?.content?.value ?? '') : '',
  };
}

/** One page of full-page search results in one docs version, from the same backend as the modal. */
export async function searchPage(
  query: string,
  page: number,
  versionName: string,
): Promise<SearchPageResult> {
  const { mode, indexName } = searchClientConfig;
  const client =
    mode === 'local'
      ? toDocSearchTransformClient(getLocalSearchClient(versionIndexUrl(versionName)))
      : await hostedClient();
  const response = (await client.search({
    requests: [
      {
        indexName,
        query,
        page,
        hitsPerPage: SEARCH_PAGE_SIZE,
        attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
        attributesToHighlight: LEVELS.map((level) => `hierarchy.${level}`),
        attributesToSnippet: ['content:24'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        ...docSearchParameters(versionName),
      },
    ],
  })) as unknown as { results: Array<{ hits: RawHit[]; nbHits: number; nbPages: number }> };
  const result = response.results[0];
  return {
    hits: (result?.hits ?? []).map(toHit),
    nbHits: result?.nbHits ?? 0,
    nbPages: result?.nbPages ?? 0,
  };
}
