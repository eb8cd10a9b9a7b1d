'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { PageLoading } from './page-loading';
import { installRouteLoadFallback, onRoutePayloadLoading } from '@/lib/export/route-load-fallback';
import { onRouteStart } from './route-start';
import styles from './route-progress.module.css';

/** Fast route changes show no bar at all. */
const START_DELAY_MS = 200;

installRouteLoadFallback();

/**
 * What a click did that Next.js handled (a same-origin link): `change` starts a route change to another path or
 * query; `same` navigates to the current page (or a hash on it), which replaces any route change under way.
 */
function routeClick(event: MouseEvent): 'change' | 'same' | null {
  if (!event.defaultPrevented || event.button !== 0) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  return url.pathname !== location.pathname || url.search !== location.search ? 'change' : 'same';
}

/**
 * The route-change progress bar (nprogress): starts 200 ms after a link click, back/forward or an announced
 * navigation (route-start.ts) begins a route change and finishes when the new path or query has rendered. Hash-only changes and external links never start it.
 *
 * Once the new route's data is in, the rest of the wait is its code loading: then the loading screen covers the
 * old page (its spinner fades in after a delay). Pages have no Suspense boundary of their own, so React keeps
 * the old page in place until the new one can render; this is what shows that wait.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const finish = useRef(() => {});
  const [pending, setPending] = useState(false);
  const [payloadLoading, setPayloadLoading] = useState(false);

  useEffect(() => {
    NProgress.configure({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      showSpinner: false,
      template: `<div class="${styles.bar}" role="bar"><div class="${styles.peg}"></div></div>`,
    });
    let timer: number | undefined;
    let shownFor = '';
    const start = () => {
      window.clearTimeout(timer);
      shownFor = location.pathname + location.search;
      setPending(true);
      timer = window.setTimeout(() => NProgress.start(), START_DELAY_MS);
    };
    const onClick = (event: MouseEvent) => {
      const click = routeClick(event);
      if (click === 'change') start();
      // The path does not change, so nothing else would end the route change this click cancels.
      else if (click === 'same') finish.current();
    };
    // popstate fires after the URL changed; the new route has not rendered yet.
    const onPopState = () => {
      if (location.pathname + location.search !== shownFor) start();
    };
    shownFor = location.pathname + location.search;
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    const unsubscribe = onRoutePayloadLoading(setPayloadLoading);
    const stopListening = onRouteStart(start);
    finish.current = () => {
      window.clearTimeout(timer);
      shownFor = location.pathname + location.search;
      setPending(false);
      NProgress.done();
    };
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      unsubscribe();
      stopListening();
      finish.current();
      finish.current = () => {};
    };
  }, []);

  useEffect(() => finish.current(), [pathname, search]);

  return pending && !payloadLoading ? <PageLoading cover /> : null;
}
