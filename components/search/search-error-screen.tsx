'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * DocSearch's own error screen, kept on screen by us (see lib/search/failure-tracking.ts).
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
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    host,
  );
}
