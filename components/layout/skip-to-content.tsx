'use client';

import styles from './skip-to-content.module.css';

/**
 * Skips to the page's `<main>`: on docs pages that is the article, after the sidebar's links, which the
 * wrapper the link names (`#main-content`, its target without JavaScript) would still make a reader tab
 * through.
 */
export function SkipToContent() {
  return (
    <a
      href="#main-content"
      className={styles.skip}
      onClick={(event) => {
        const main = document.querySelector<HTMLElement>('#main-content main');
        if (!main) return;
        event.preventDefault();
        main.tabIndex = -1;
        main.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
