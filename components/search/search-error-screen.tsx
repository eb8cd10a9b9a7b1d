'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * DocSearch's own error screen, kept on screen by us (see lib/search/client/failure-tracking.ts).
 * It covers the result list inside the modal until the next search starts.
 */
export function SearchErrorScreen() {
  const [host, setHost] = useState<Element | null>(null);
  useEffect(() => {
    const find = () => setHost(document.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  if (!host) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert" data-testid="search-error">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {/* A signal that no longer arrives: three arcs, a dot, struck through. */}
          <path d="M1.5 7.5a12 12 0 0 1 17 0M4.5 10.5a8 8 0 0 1 11 0M7.5 13.5a4 4 0 0 1 5 0M10 17h.01M3 2l14 16" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    host,
  );
}
