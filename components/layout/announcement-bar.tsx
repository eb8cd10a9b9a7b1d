'use client';

import { useState } from 'react';
import { ANNOUNCEMENT_STORAGE_KEY } from '@/lib/site/head-script';
import { AppLink } from './app-link';
import styles from './announcement-bar.module.css';

/**
 * Visible until dismissed. The dismissal is stored with the bar's id, so a new
 * announcement (new id) shows again. The head script hides a dismissed bar before paint.
 */
export function AnnouncementBar({
  id,
  content,
  link,
}: {
  id: string;
  content: string;
  /** Follows the text: "Celerity 0.7 is out: <read the release notes>." */
  link?: { label: string; href: string };
}) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, JSON.stringify({ id }));
    } catch {
      // Without storage the bar is dismissed for this page view only.
    }
    document.documentElement.setAttribute('data-announcement-dismissed', '');
    // The button goes with the bar: keyboard focus moves on to the navbar's first link, not the body.
    document.querySelector<HTMLElement>('[data-navbar] a[href]')?.focus();
    setDismissed(true);
  };
  return (
    <div
      className={styles.bar}
      data-announcement-bar
      data-announcement-id={id}
      role="region"
      aria-label="Announcement"
    >
      <p className={styles.content}>
        {content}
        {link ? (
          <>
            {' '}
            <AppLink href={link.href}>{link.label}</AppLink>.
          </>
        ) : null}
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={dismiss}
        aria-label="Dismiss announcement"
        data-needs-js
      >
        ×
      </button>
    </div>
  );
}
