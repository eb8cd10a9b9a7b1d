import { createLocalSearchClient, type LocalSearchClient } from './algolia-response';
import { openSearchIndex } from './engine';
import { BASE_FILE } from './index-format';
import { INDEX_READ_TIMEOUT_MS } from './index-loader';
import { withDeadline } from './index-unavailable';

const clients = new Map<string, LocalSearchClient>();

/**
 * One local client per index folder (a docs version) and page: the base file is fetched on the first search, shards and record blocks
 * as queries need them, and all of it is kept. The base file is revalidated (`no-cache`) because it
 * names the folder of the other files, which changes with every build.
 */
export function getLocalSearchClient(indexFolder: string): LocalSearchClient {
  let client = clients.get(indexFolder);
  if (!client) {
    client = createLocalSearchClient(() => openSearchIndex(fetchIndexFile(indexFolder)));
    clients.set(indexFolder, client);
  }
  return client;
}

function fetchIndexFile(folder: string) {
  return (path: string) =>
    withDeadline(
      (async () => {
        const url = `${folder}${path}`;
        const response = await fetch(url, path === BASE_FILE ? { cache: 'no-cache' } : {});
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
        return response.text();
      })(),
      INDEX_READ_TIMEOUT_MS,
    );
}
