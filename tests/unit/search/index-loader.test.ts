import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalSearchClient } from '@/lib/search/client/algolia-response';
import { createSearchEngine } from '@/lib/search/build-index';
import type { SearchEngine } from '@/lib/search/client/engine';
import {
  DEFAULT_LOAD_TIMEOUT_MS,
  INDEX_READ_TIMEOUT_MS,
  SearchIndexUnavailableError,
} from '@/lib/search/client/index-loader';
import { FIXTURE_RECORDS } from './fixtures/records';

const engine = await createSearchEngine(FIXTURE_RECORDS);
const request = { requests: [{ indexName: 'local', query: 'buffer' }] };
const never = () => new Promise<SearchEngine>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('index loading with a bounded wait', () => {
  it('rejects after 10000 ms by default with the error DocSearch shows its error screen for', async () => {
    vi.useFakeTimers();
    const client = createLocalSearchClient(never);
    const search = client.search(request);
    const settled = vi.fn();
    search.catch(settled);
    await vi.advanceTimersByTimeAsync(DEFAULT_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await search.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchIndexUnavailableError);
    expect(error).toMatchObject({
      name: 'RetryError',
      reason: 'timeout',
      message: 'The search index did not load within 10000 ms',
    });
  });

  it("waits past one request's read timeout for an index that is still opening", async () => {
    // The files arrived; decoding them on a busy device takes longer than a request may.
    vi.useFakeTimers();
    const slow = () =>
      new Promise<SearchEngine>((resolve) => setTimeout(() => resolve(engine), INDEX_READ_TIMEOUT_MS * 2));
    const search = createLocalSearchClient(slow).search(request);
    await vi.advanceTimersByTimeAsync(INDEX_READ_TIMEOUT_MS * 2);
    const { results } = await search;
    expect((results[0] as { hits: unknown[] }).hits.length).toBeGreaterThan(0);
  });

  it('retries the load on the next search after a timeout', async () => {
    const loadIndex = vi
      .fn<() => Promise<SearchEngine>>()
      .mockImplementationOnce(never)
      .mockResolvedValue(engine);
    const client = createLocalSearchClient(loadIndex, { timeoutMs: 20 });
    await expect(client.search(request)).rejects.toMatchObject({ name: 'RetryError', reason: 'timeout' });
    const { results } = await client.search(request);
    expect(results).toHaveLength(1);
    expect(loadIndex).toHaveBeenCalledTimes(2);
  });

  it('retries after a failed load and reports the cause', async () => {
    const cause = new Error('404 Not Found: /search-index/base.json');
    const loadIndex = vi
      .fn<() => Promise<SearchEngine>>()
      .mockRejectedValueOnce(cause)
      .mockResolvedValue(engine);
    const client = createLocalSearchClient(loadIndex, { timeoutMs: 1000 });
    await expect(client.search(request)).rejects.toMatchObject({
      name: 'RetryError',
      reason: 'failed',
      message: 'The search index could not be loaded: 404 Not Found: /search-index/base.json',
      cause,
    });
    await expect(client.search(request)).resolves.toHaveProperty('results');
    expect(loadIndex).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent searches and loads only once', async () => {
    const loadIndex = vi.fn(async () => engine);
    const client = createLocalSearchClient(loadIndex);
    await Promise.all([client.search(request), client.search(request), client.search(request)]);
    await client.search(request);
    expect(loadIndex).toHaveBeenCalledTimes(1);
  });

  it('keeps a slow load that finishes after its search timed out', async () => {
    let finish: (engine: SearchEngine) => void = () => undefined;
    const loadIndex = vi.fn(() => new Promise<SearchEngine>((resolve) => (finish = resolve)));
    const client = createLocalSearchClient(loadIndex, { timeoutMs: 10 });
    await expect(client.search(request)).rejects.toMatchObject({ reason: 'timeout' });
    finish(engine);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(client.search(request)).resolves.toHaveProperty('results');
    expect(loadIndex).toHaveBeenCalledTimes(1);
  });

  it('rejects a timeout that is not a positive number', () => {
    expect(() => createLocalSearchClient(never, { timeoutMs: 0 })).toThrow(
      'Invalid search index timeout: expected a positive number of milliseconds, got 0',
    );
  });
});
