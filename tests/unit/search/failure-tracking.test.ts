import { describe, expect, it, vi } from 'vitest';
import { withFailureTracking } from '@/lib/search/client/failure-tracking';

describe('withFailureTracking', () => {
  it('reports the failed query and answers with empty results instead of rejecting', async () => {
    const listener = vi.fn();
    const client = withFailureTracking(
      { search: (_: unknown) => Promise.reject(new Error('down')), appId: 'x' },
      listener,
    );
    const response = await client.search({ requests: [{ indexName: 'i', query: 'buffer' }] });
    expect(response).toMatchObject({ results: [{ hits: [], nbHits: 0, query: 'buffer' }] });
    expect(listener.mock.calls).toEqual([[null], ['buffer']]);
    expect(client.appId).toBe('x');
  });

  it('clears the failure when a search starts and passes successful answers through', async () => {
    const listener = vi.fn();
    const answer = { results: [{ hits: [{ objectID: 'a' }], nbHits: 1 }] };
    const client = withFailureTracking({ search: (_: unknown) => Promise.resolve(answer) }, listener);
    await expect(client.search([{ query: 'x' }])).resolves.toBe(answer);
    expect(listener.mock.calls).toEqual([[null]]);
  });
});
