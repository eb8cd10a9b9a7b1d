'use client';

import { useSyncExternalStore } from 'react';
import { TEST_CRASH_STORAGE_KEY } from '@/lib/site/test-hooks';

const subscribe = () => () => {};

function requestedCrash(): string | null {
  try {
    return sessionStorage.getItem(TEST_CRASH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * A test hook: throws while rendering when `sessionStorage['celerity.test.crash']` equals `target`, so e2e tests
 * can provoke the crash page ("page"), a failed page chunk ("page:chunk") and a failing navbar item
 * ("navbar:<item>") without a broken page in the build. It is built in only when the build runs with
 * `CELERITY_TEST_HOOKS=1` (`npm test` does); otherwise it renders nothing and the bundler drops the rest.
 */
export function CrashProbe({ target }: { target: string }) {
  if (process.env.CELERITY_TEST_HOOKS !== '1') return null;
  return <ArmedCrashProbe target={target} />;
}

function ArmedCrashProbe({ target }: { target: string }) {
  const requested = useSyncExternalStore(subscribe, requestedCrash, () => null);
  if (requested === `${target}:chunk`) {
    // As the bundler reports a page chunk that failed to load: the loading screen's error state.
    throw Object.assign(new Error(`Loading chunk of "${target}" failed (test request)`), {
      name: 'ChunkLoadError',
    });
  }
  if (requested === target) {
    throw new Error(`Test crash of "${target}" requested through sessionStorage`, {
      cause: new Error('The render failed because of this cause', {
        cause: new Error('…which has a cause of its own'),
      }),
    });
  }
  return null;
}
