'use client';

import { useSyncExternalStore } from 'react';
import { TEST_CRASH_STORAGE_KEY } from '@/lib/site/route-errors';

const subscribe = () => () => {};

function requestedCrash(): string | null {
  try {
    return sessionStorage.getItem(TEST_CRASH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Test-only: throws while rendering when `sessionStorage['celerity.test.crash']` equals `target`, so e2e tests
 * can provoke the crash page ("page") and a failing navbar item ("navbar:<item>") without a broken page in the
 * build. Inert otherwise: the server and hydration render nothing, and no reader sets that key.
 */
export function CrashProbe({ target }: { target: string }) {
  const crash = useSyncExternalStore(subscribe, requestedCrash, () => null) === target;
  if (crash) {
    throw new Error(`Test crash of "${target}" requested through sessionStorage`, {
      cause: new Error('The render failed because of this cause', {
        cause: new Error('…which has a cause of its own'),
      }),
    });
  }
  return null;
}
