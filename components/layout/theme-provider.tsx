'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';

const THEME_STORAGE_KEY = 'theme';

/**
 * Light by default; the system preference is deliberately not followed. No `disableTransitionOnChange`:
 * no colour of the site is animated, and next-themes applies it on every load too, adding and then
 * removing a stylesheet that restyles the whole page twice (about 20 ms of main thread on a long guide).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      defaultTheme="light"
      enableSystem={false}
      themes={['light', 'dark']}
      storageKey={THEME_STORAGE_KEY}
    >
      {children}
    </NextThemesProvider>
  );
}
