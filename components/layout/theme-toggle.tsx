'use client';

import { useTheme } from 'next-themes';
import { useAfterHydration } from './use-after-hydration';
import styles from './navbar.module.css';

const inBrowser = () => true;

/** Until hydration the theme is unknown to React, so the button renders disabled and neutral. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const hydrated = useAfterHydration(inBrowser, false);
  const current = hydrated ? (resolvedTheme ?? 'light') : undefined;
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => setTheme(next)}
      disabled={!hydrated}
      aria-label={
        current ? `Switch to ${next} mode (currently ${current} mode)` : 'Switch between dark and light mode'
      }
      title={current ? `Switch to ${next} mode` : undefined}
      data-testid="theme-toggle"
    >
      <svg
        className={styles.sun}
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="4" fill="currentColor" />
        <path
          d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <svg
        className={styles.moon}
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M20.5 14.6A8.5 8.5 0 1 1 9.4 3.5a7 7 0 0 0 11.1 11.1z" fill="currentColor" />
      </svg>
    </button>
  );
}
