/**
 * DocSearch 3 shows its error screen only for an instant: autocomplete resets the status to "idle"
 * after a rejected search, so the modal falls back to "No results". We therefore catch failures
 * ourselves, answer with an empty result (no unhandled rejection), and report the failed query so
 * the UI can keep its own error screen up until the next search starts.
 */
interface SearchableClient {
  search(queries: unknown): Promise<unknown>;
}

type Listener = (failedQuery: string | null) => void;

function requestsOf(queries: unknown): Array<{ query?: string; indexName?: string }> {
  if (Array.isArray(queries)) return queries as Array<{ query?: string }>;
  const requests = (queries as { requests?: unknown } | null)?.requests;
  return Array.isArray(requests) ? (requests as Array<{ query?: string }>) : [];
}

function emptyResults(queries: unknown) {
  return {
    results: requestsOf(queries).map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: 20,
      processingTimeMS: 0,
      exhaustiveNbHits: true,
      query: request.query ?? '',
      params: '',
      index: request.indexName ?? '',
    })),
  };
}

export function withFailureTracking<T extends SearchableClient>(client: T, listener: Listener): T {
  const search = async (queries: unknown) => {
    const query = requestsOf(queries)[0]?.query ?? '';
    listener(null);
    try {
      return await client.search(queries);
    } catch {
      listener(query);
      return emptyResults(queries);
    }
  };
  return Object.assign(Object.create(Object.getPrototypeOf(client) as object) as T, client, { search });
}
