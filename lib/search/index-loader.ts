import type { SearchEngine } from './engine';

export const DEFAULT_LOAD_TIMEOUT_MS = 2000;

/**
 * Thrown when the index cannot be had in time. Its `name` is "RetryError" because that is the one error
 * name DocSearch 3.x turns into its error screen (`"RetryError" === e.name && setStatus("error")`); any
 * other rejection leaves the modal on its previous results.
 */
export class SearchIndexUnavailableError extends Error {
  override readonly name = 'RetryError';
  readonly reason: 'timeout' | 'failed';

  constructor(reason: 'timeout' | 'failed', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.reason = reason;
  }
}

/**
 * Loads the engine at most once at a time and keeps it once loaded. A load that fails is forgotten, and
 * so is one that is still pending when the wait times out, so the next search tries again; a slow load
 * that finishes after its timeout is still kept.
 */
export function createIndexLoader(
  loadIndex: () => Promise<SearchEngine>,
  timeoutMs: number = DEFAULT_LOAD_TIMEOUT_MS,
): () => Promise<SearchEngine> {
  if (!(timeoutMs > 0))
    throw new Error(
      `Invalid search index timeout: expected a positive number of milliseconds, got ${timeoutMs}`,
    );
  let engine: SearchEngine | null = null;
  let inFlight: Promise<SearchEngine> | null = null;

  const start = (): Promise<SearchEngine> => {
    const attempt = Promise.resolve().then(loadIndex);
    inFlight = attempt;
    attempt.then(
      (loaded) => {
        engine = loaded;
      },
      () => undefined,
    );
    attempt
      .finally(() => {
        if (inFlight === attempt) inFlight = null;
      })
      .catch(() => undefined);
    return attempt;
  };

  return async function getEngine(): Promise<SearchEngine> {
    if (engine) return engine;
    const attempt = inFlight ?? start();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        if (inFlight === attempt) inFlight = null;
        reject(
          new SearchIndexUnavailableError('timeout', `The search index did not load within ${timeoutMs} ms`),
        );
      }, timeoutMs);
    });
    try {
      return await Promise.race([attempt, timeout]);
    } catch (error) {
      if (error instanceof SearchIndexUnavailableError) throw error;
      throw new SearchIndexUnavailableError(
        'failed',
        `The search index could not be loaded: ${describe(error)}`,
        { cause: error },
      );
    } finally {
      clearTimeout(timer);
    }
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
