'use client';

import { useCallback, useSyncExternalStore } from 'react';

// Values the server's HTML cannot know (the theme, the platform, what the reader stored) are rendered
// with a server value first and read in the browser after hydration. With a plain
// `useSyncExternalStore(subscribe, read, () => server)` React compares `read()` with the server value in
// hydration's passive effects and, when they differ, renders again synchronously inside that same task:
// on the tutorial that made it the page's longest script task (12–25 ms on a 2-core machine, about half
// of it the second render; docs/export-passes.md). Here the switch to the browser's value waits for a
// task of its own, after hydration's effects: the same render, no longer added to hydration's.

type Subscribe = (onChange: () => void) => () => void;

/** "client": rendered in the browser without server HTML; "hydrating": until the task after hydration. */
let phase: 'client' | 'hydrating' | 'settled' = 'client';
let waiting: Set<() => void> | undefined;

/** Notifies `onChange` in the task after the first subscription made while hydrating. */
function subscribeSettled(onChange: () => void): () => void {
  if (phase !== 'hydrating') return () => {};
  if (!waiting) {
    const listeners = (waiting = new Set());
    setTimeout(() => {
      phase = 'settled';
      waiting = undefined;
      for (const listener of listeners) listener();
    });
  }
  const listeners = waiting;
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const noSubscription: Subscribe = () => () => {};

/**
 * `read()` in the browser and `server` in the server's HTML, like `useSyncExternalStore(subscribe, read,
 * () => server)`, except that after hydration the browser's value arrives in a render of its own (see
 * above). Without server HTML (a client render) it is `read()` at once. `read` must return the same value
 * until something changes, as `useSyncExternalStore` requires; `subscribe` must keep its identity.
 */
export function useAfterHydration<T>(read: () => T, server: T, subscribe: Subscribe = noSubscription): T {
  const subscribeBoth = useCallback(
    (onChange: () => void) => {
      const stopSettled = subscribeSettled(onChange);
      const stop = subscribe(onChange);
      return () => {
        stopSettled();
        stop();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(
    subscribeBoth,
    () => (phase === 'hydrating' ? server : read()),
    () => {
      // React asks for the server value only when it hydrates (and on the server, where nothing is read).
      if (typeof window !== 'undefined' && phase === 'client') phase = 'hydrating';
      return server;
    },
  );
}
