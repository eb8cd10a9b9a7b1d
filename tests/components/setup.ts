import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogStub, resetDialogStub } from './dialog-stub';

// What every component test needs and jsdom lacks: matchMedia (next-themes, the mobile drawer), the
// modal half of <dialog>, and links that do not leave the page. Each test starts from an empty
// document, empty storage and real timers.

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
    }),
});

installDialogStub();

vi.mock('next/link', () => import('./next-link-stub'));

afterEach(() => {
  cleanup();
  resetDialogStub();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
