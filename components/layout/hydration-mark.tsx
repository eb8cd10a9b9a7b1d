'use client';

import { useEffect } from 'react';

/** Marks <html data-hydrated> after the first client render, so CSS and tests can tell live app from server HTML. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true');
  }, []);
  return null;
}
