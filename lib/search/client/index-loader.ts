import type { SearchEngine } from './engine';
import { withDeadline } from './index-unavailable';

export { SearchIndexUnavailableError } from './index-unavailable';

/** How long one index file's request may take: the hosted client's read timeout. */
export const INDEX_READ_TIMEOUT_MS = 2000;

/**
 * How long a search waits for the index to open: its file requests, each bounded by INDEX_READ_TIMEOUT_MS
 * (so an unreachable index shows the error screen after that), plus decoding them, which a device busy
 * with the page can stretch past the read timeout without anything being wrong with the network.
 */
export const DEFAULT_LOAD_TIMEOUT_MS = 10_000;

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
