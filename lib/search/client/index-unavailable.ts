/**
 * Why the search index could not be had (too slow, unreachable), as the error DocSearch shows its error
 * screen for; shared by the base-file loader and the shard fetches.
 */

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
