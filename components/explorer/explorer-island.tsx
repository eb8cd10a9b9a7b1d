'use client';

import { use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { urlNamesExplorer } from '@/lib/explorer/ui-url';
import type { ExplorerApp, ExplorerProps } from './explorer-app';
import { changedControls, replayChanges, type ControlValue } from './explorer-replay';

type App = typeof ExplorerApp;

/** How close to the viewport an explorer comes before its code loads (about a screen ahead). */
const NEAR_VIEWPORT = '100% 0px';
const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * On the server the explorer renders in place, so the page's HTML holds all of it. The bundler replaces
 * `typeof window` in browser code, which drops this branch and the module from the page's JavaScript.
 * (A lazy component in a Suspense boundary would not do: React outlines a large boundary and reveals it
 * with an inline script, which the export refuses.) Required when rendering, not on import, so that
 * tests in Node can import the module without a bundler.
 */
const serverApp = (): App | null =>
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only, see above
      (require('./explorer-app') as { ExplorerApp: App }).ExplorerApp
    : null;

let loaded: App | null = null;
let loading: Promise<App> | undefined;
const loadApp = () => (loading ??= import('./explorer-app').then((module) => (loaded = module.ExplorerApp)));
/** Whether the page has hydrated (components/layout/hydration-mark.tsx), read on the client only. */
const pageHydrated = () => document.documentElement.dataset.hydrated === 'true';

/**
 * The explorer's code (the geometry core included, about 13 KB gzip) is not part of the page's first
 * load. Until it is wanted, the browser keeps the server's HTML as it is: hydration leaves the children
 * of an element with `dangerouslySetInnerHTML` alone. Wanted: when the explorer comes near the viewport,
 * when the reader points at, focuses or touches it, when the URL names it (a link to a state), or at
 * once when there is no server HTML (a hydration that fell back to a client render). The live explorer
 * then renders the same markup in its place, so nothing moves, and a focused control keeps the focus.
 */
export function ExplorerIsland({ uid, initial, api, links }: ExplorerProps) {
  const holder = useRef<HTMLDivElement>(null);
  // After hydration (a client-side navigation, back and forward included) there is no server HTML to
  // keep: the render waits for the code, so the new page appears whole and its scroll position holds.
  // `use` is called on every such render, loaded or not: React replays a suspended render and expects
  // the same calls before the hooks that follow.
  const App = serverApp() ?? (pageHydrated() ? use(loadApp()) : loaded);
  const [live, setLive] = useState<{ App: App } | null>(() => App && { App });
  const focused = useRef(-1);
  // Controls the reader changed in the server's HTML before the code was in, to apply to the live ones.
  const typed = useRef<ControlValue[]>([]);

  useEffect(() => {
    const element = holder.current;
    if (live || !element) return;
    let mounted = true;
    const start = () => {
      void loadApp().then((App) => {
        if (!mounted) return;
        focused.current = [...element.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
        typed.current = changedControls(element);
        setLive({ App });
      });
    };
    const linked = urlNamesExplorer(uid, window.location.search);
    if (!element.firstElementChild || linked || typeof IntersectionObserver === 'undefined') {
      start();
      return () => void (mounted = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
    return () => {
      mounted = false;
      observer.disconnect();
      for (const type of INTERACTIONS) element.removeEventListener(type, start);
    };
  }, [live, uid]);

  useLayoutEffect(() => {
    const element = holder.current;
    if (!live || !element) return;
    if (focused.current >= 0) element.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current]?.focus();
    focused.current = -1;
    const changes = typed.current;
    typed.current = [];
    if (changes.length > 0) void replayChanges(element, changes);
  }, [live]);

  return live ? (
    <div ref={holder}>
      <live.App uid={uid} initial={initial} api={api} links={links} />
    </div>
  ) : (
    <div ref={holder} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}
