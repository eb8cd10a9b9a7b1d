'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { errorCauseChain, isChunkLoadError } from '@/lib/site/route-errors';
import { PageLoading } from './page-loading';
import styles from './route-error.module.css';

/** The path (without base path) this document was loaded at; any other path was reached by client navigation. */
function documentLoadPath(): string | null {
  const entry = performance.getEntriesByType('navigation')[0];
  if (!entry) return null;
  return new URL(entry.name).pathname.slice((process.env.NEXT_PUBLIC_BASE_PATH ?? '').length) || '/';
}

/**
 * What `app/error.tsx` shows inside the root layout, so the navbar and footer stay usable:
 * - the page's code failed to load during a client navigation: warn and load the target as a full page;
 * - it failed on a full page load: an error text and a Retry button that loads it again;
 * - anything else: "This page crashed." with "Try again" (re-render) and the chain of `error.cause` messages.
 */
export function RouteError({ error, reset }: { error: Error; reset: () => void }) {
  const pathname = usePathname();
  const [reloading] = useState(() => isChunkLoadError(error) && documentLoadPath() !== pathname);

  useEffect(() => {
    if (!reloading) return;
    console.warn(
      `Loading the route ${pathname} failed (${error.message}); loading it as a full page instead.`,
    );
    window.location.reload();
  }, [reloading, pathname, error]);

  if (reloading) return <PageLoading />;
  if (isChunkLoadError(error)) {
    return (
      <main className={styles.page} role="alert">
        <p className={styles.lead}>This page could not be loaded. Check your connection and try again.</p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          Retry
        </button>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1>This page crashed.</h1>
      <button type="button" className={styles.button} onClick={reset}>
        Try again
      </button>
      <div className={styles.causes} data-error-causes>
        {errorCauseChain(error).map((message, index) => (
          <p key={index}>{message}</p>
        ))}
      </div>
    </main>
  );
}
