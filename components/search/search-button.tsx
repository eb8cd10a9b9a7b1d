'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { onRouteStart } from '@/components/layout/route-start';
import { useAfterHydration } from '@/components/layout/use-after-hydration';
import { searchVersionOfPath, type SearchVersion } from '@/lib/search/client/search-versions';
import { usePathname } from 'next/navigation';
import styles from './search-button.module.css';

const loadModal = () => import('./search-modal');
const SearchModal = lazy(loadModal);

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The navbar search button. The DocSearch modal is only loaded when first wanted: hover, focus or
 * touch prefetch it; a click, Ctrl/⌘+K (also pressed before hydration), or "/" outside inputs opens it; typing while the button has
 * focus opens it with that text. It searches the docs version of the page (`versions` from the layout).
 */
export function SearchButton({ versions }: { versions: readonly SearchVersion[] }) {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const button = useRef<HTMLButtonElement>(null);
  const apple = useAfterHydration(isApple, false);

  // Where focus goes when the modal closes: what had it when the modal opened (the link a reader was on
  // when pressing Ctrl+K), unless a hit took the reader to another page; else this button.
  const returnFocus = useRef<{ element: HTMLElement | null; pathname: string } | null>(null);
  const openWith = useCallback(
    (query?: string) => {
      const active = document.activeElement;
      const element = active instanceof HTMLElement && active !== document.body ? active : null;
      returnFocus.current = { element, pathname };
      setInitialQuery(query);
      setOpen(true);
    },
    [pathname],
  );
  const close = useCallback(() => setOpen(false), []);
  // A hit chosen with Enter leaves the page: back to this button, which stays in the navbar.
  useEffect(
    () =>
      onRouteStart(() => {
        if (returnFocus.current) returnFocus.current.element = null;
      }),
    [],
  );
  // After the modal has gone, when the page behind it is no longer inert.
  useEffect(() => {
    const back = returnFocus.current;
    if (open || !back) return;
    returnFocus.current = null;
    const element = back.pathname === pathname && back.element?.isConnected ? back.element : button.current;
    element?.focus({ preventScroll: true });
  }, [open, pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Another modal dialog (the phone's navigation drawer) is open: the modal would open behind it.
      if (!open && document.querySelector('dialog[open]')) return;
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        if (open) setOpen(false);
        else openWith();
      } else if (open && event.key === 'Escape') {
        close();
      } else if (
        open &&
        !document.querySelector('.DocSearch-Input') &&
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey
      ) {
        // The modal is still loading: keep what is typed and hand it over as its initial query. Not typed
        // as well: the modal can mount, with the query so far, and focus its input before this key's default
        // action, which would then type the key a second time.
        event.preventDefault();
        setInitialQuery((query) => (query ?? '') + event.key);
      } else if (!open && event.key === '/' && !isEditable(event.target)) {
        event.preventDefault();
        openWith();
      } else if (
        !open &&
        document.activeElement === button.current &&
        /^[\w\s:]$/.test(event.key) &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        event.preventDefault();
        openWith(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openWith, close]);

  // Ctrl/⌘+K pressed before this button was live was kept by the head script: open search now.
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-search-ready', '');
    if (!root.hasAttribute('data-search-pending')) return;
    // Opened on the next frame: the hydrating render stays the server's (no modal).
    const frame = requestAnimationFrame(() => {
      root.removeAttribute('data-search-pending');
      openWith();
    });
    return () => cancelAnimationFrame(frame);
  }, [openWith]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        onClick={() => openWith()}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onTouchStart={loadModal}
        data-needs-js
        data-testid="search-button"
      >
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="6.5" stroke="currentColor" fill="none" strokeWidth="2" />
          <path d="M13.3 13.3 18.5 18.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchModal
            initialQuery={initialQuery}
            onClose={close}
            versions={versions}
            initialVersion={searchVersionOfPath(versions, pathname).name}
          />
        </Suspense>
      ) : null}
    </>
  );
}
