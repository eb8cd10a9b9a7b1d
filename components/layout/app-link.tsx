'use client';

import Link from 'next/link';
import type { ComponentProps } from 'react';
import { prefersNoPrefetch } from '@/lib/site/connection';

type AppLinkProps = ComponentProps<typeof Link>;

/**
 * Every internal link of the site: next/link (base path, client navigation, prefetch), except that on
 * data-saver or 2g connections nothing is prefetched, neither in view nor on hover.
 * The connection is read while rendering on the client; `prefetch` changes no markup, so hydration agrees.
 */
export function AppLink({ prefetch, ...props }: AppLinkProps) {
  const noPrefetch = typeof navigator !== 'undefined' && prefersNoPrefetch(navigator);
  return <Link {...props} prefetch={noPrefetch ? false : prefetch} />;
}
