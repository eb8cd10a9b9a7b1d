// The reader's docs version, remembered per docs plugin as Docusaurus stores it (we have one plugin,
// "default"), and the one-time notice the version dropdown leaves for the page it opens. Storage can be
// unavailable (private mode, quota) or hold anything (another site's script, an old format): every read
// checks what it gets and falls back to nothing.

import { PREFERRED_VERSION_ATTRIBUTE, PREFERRED_VERSION_KEY } from '@/lib/site/head-script';

const NOTICE_KEY = 'celerity-version-notice';

export function writePreferredVersion(name: string): void {
  document.documentElement.setAttribute(PREFERRED_VERSION_ATTRIBUTE, name);
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // Not remembered.
  }
}

/** The remembered version name when it is one of `known`, else null. */
export function readPreferredVersion(known: readonly string[]): string | null {
  try {
    const value = localStorage.getItem(PREFERRED_VERSION_KEY);
    return value !== null && known.includes(value) ? value : null;
  } catch {
    return null;
  }
}

/** Calls `onChange` when another tab stores a choice (this tab's own choice navigates anyway). */
export function subscribePreferredVersion(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === PREFERRED_VERSION_KEY) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

export function leaveVersionNotice(text: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // The target page then opens without the notice.
  }
}

let shown: { path: string; text: string | null } | undefined;

/** The notice left for the page at `path`, read once when the reader arrives there (then removed). */
export function versionNoticeFor(path: string): string | null {
  if (shown?.path !== path) shown = { path, text: takeVersionNotice() };
  return shown.text;
}

function takeVersionNotice(): string | null {
  try {
    const text = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return text && text.length < 500 ? text : null;
  } catch {
    return null;
  }
}
