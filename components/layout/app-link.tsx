'use client';

import Link from 'next/link';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';
import { prefetchRoutePayload } from '@/lib/export/route-prefetch';
import { prefersNoPrefetch } from '@/lib/site/connection';

type AppLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

/**
 * Every internal link of the site: next/link (base path, client navigation) that prefetches its route on
 * intent only: when the pointer enters it, it gets keyboard focus or a touch starts on it. Next's own
 * prefetching is off (`prefetch={false}` also stops its hover prefetch): in its default mode it fetches
 * every link in the viewport and cancels those that scroll out, which on a docs page means every sidebar
 * guide on every view, and it asks for per-segment files the export does not keep. Ours fetches the page's
 * whole payload, which the navigation then uses (lib/export/route-prefetch.ts). On data-saver or 2g
 * connections nothing is prefetched; the click then loads the route's payload. Links to the page itself
 * (e.g. its own sidebar entry) are not prefetched either.
 */
export function AppLink({ onPointerEnter, onFocus, onTouchStart, ...props }: AppLinkProps) {
  const prefetch = (anchor: HTMLAnchorElement) => {
    const url = new URL(anchor.href);
    if (prefersNoPrefetch(navigator) || url.origin !== location.origin || url.pathname === location.pathname)
      return;
    prefetchRoutePayload(url.pathname);
  };
  return (
    <Link
      {...props}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        prefetch(event.currentTarget);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch(event.currentTarget);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch(event.currentTarget);
      }}
    />
  );
}
