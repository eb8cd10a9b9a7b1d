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
    return withDeadline(attempt, timeoutMs, () => {
      if (inFlight === attempt) inFlight = null;
    });
  };
}

/**
 * Waits for `work` at most `timeoutMs`. A timeout or a failure becomes a `SearchIndexUnavailableError`
 * (`onTimeout` runs first, e.g. to forget the pending load); an error that already is one stays as is.
 */
export async function withDeadline<T>(
  work: Promise<T>,
  timeoutMs: number,
  onTimeout?: () => void,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(
        new SearchIndexUnavailableError('timeout', `The search index did not load within ${timeoutMs} ms`),
      );
    }, timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    throw asUnavailable(error);
  } finally {
    clearTimeout(timer);
  }
}

export function asUnavailable(error: unknown): SearchIndexUnavailableError {
  if (error instanceof SearchIndexUnavailableError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SearchIndexUnavailableError('failed', `The search index could not be loaded: ${message}`, {
    cause: error,
  });
}
