// The only script of the offline bundle (loaded in <head>, before first paint): applies the stored
// colour theme, then wires the controls that work without the Next.js runtime: theme toggle, search,
// the mobile navigation menu, code copy buttons and the announcement bar.
import { createSearchDialog } from './search-dialog';

const THEME_KEY = 'theme';
const ANNOUNCEMENT_KEY = 'celerity.announcement.dismissed';
const root = document.currentScript?.getAttribute('data-root') ?? './';
const html = document.documentElement;

function storedTheme(): 'light' | 'dark' {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

function applyTheme(theme: 'light' | 'dark'): void {
  html.setAttribute('data-theme', theme);
  html.style.colorScheme = theme;
}

function wireThemeToggle(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-testid="theme-toggle"]');
  if (!toggle) return;
  toggle.disabled = false;
  toggle.addEventListener('click', () => {
    const next = html.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Storage is off: the theme holds for this page only.
    }
  });
}

function wireSearch(): void {
  const search = createSearchDialog(root);
  document.querySelector('[data-testid="search-button"]')?.addEventListener('click', () => search.open());
  document.addEventListener('keydown', (event) => {
    const inInput = event.target instanceof HTMLElement && event.target.closest('input, textarea, select');
    if ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !inInput)) {
      event.preventDefault();
      search.open();
    }
  });
}

/** The mobile menu: the page's sidebar (or the navbar's links) in a modal dialog. */
function wireMenu(): void {
  const button = document.querySelector('[aria-label="Open navigation menu"]');
  const source =
    document.querySelector('nav[aria-label="Docs sidebar"]') ?? document.querySelector('header nav');
  if (!button || !source) return;
  const dialog = document.createElement('dialog');
  dialog.className = 'offline-menu';
  dialog.setAttribute('aria-label', 'Navigation menu');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => dialog.close());
  dialog.append(close, source.cloneNode(true));
  document.body.append(dialog);
  button.addEventListener('click', () => dialog.showModal());
}

function wireCopyButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    '[aria-label="Copy code to clipboard"]',
  )) {
    button.addEventListener('click', () => {
      const code = button.closest('[data-code-block]')?.querySelector('pre')?.textContent ?? '';
      navigator.clipboard.writeText(code).then(
        () => (button.textContent = 'Copied'),
        () => (button.textContent = 'Select and copy'),
      );
    });
  }
}

/** Same storage as the site: a dismissal is kept for the announcement's id. */
function wireAnnouncement(): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement-bar]');
  try {
    const stored = JSON.parse(localStorage.getItem(ANNOUNCEMENT_KEY) ?? 'null') as { id?: unknown } | null;
    if (bar && stored?.id === bar.getAttribute('data-announcement-id')) bar.hidden = true;
  } catch {
    // Unreadable storage: show the bar.
  }
  bar?.querySelector('[aria-label="Dismiss announcement"]')?.addEventListener('click', () => {
    bar.hidden = true;
    try {
      localStorage.setItem(
        ANNOUNCEMENT_KEY,
        JSON.stringify({ id: bar.getAttribute('data-announcement-id') }),
      );
    } catch {
      // Storage is off: the bar comes back on the next page.
    }
  });
}

applyTheme(storedTheme());
document.addEventListener('DOMContentLoaded', () => {
  // Controls marked data-needs-js stay inert until this attribute is set (global.css).
  html.setAttribute('data-hydrated', 'offline');
  html.setAttribute('data-offline', '');
  wireThemeToggle();
  wireSearch();
  wireMenu();
  wireCopyButtons();
  wireAnnouncement();
});
