import { createLocalSearchClient, type LocalSearchClient } from './algolia-response';
import { loadSearchIndex } from './engine';

let client: LocalSearchClient | undefined;

/** One local client per page: the index is fetched on first search and kept. */
export function getLocalSearchClient(indexUrl: string): LocalSearchClient {
  client ??= createLocalSearchClient(async () => {
    const response = await fetch(indexUrl);
    if (!response.ok) throw new Error(`GET ${indexUrl} answered ${response.status}`);
    return loadSearchIndex(await response.text());
  });
  return client;
}
