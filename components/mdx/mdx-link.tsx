import { AppLink } from '@/components/layout/app-link';
import type { ComponentProps } from 'react';

/** A site file rather than a page (`/docs.md`, `/llms.txt`, `/img/x.svg`): its last path segment has a dot. */
const isSiteFile = (href: string) => /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? '');

/**
 * Internal links go through AppLink (base path, prefetch rules); links to files of the site are plain
 * links (next/link would prefetch them as routes and get 404s); external ones open a new tab safely.
 */
export function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/') && isSiteFile(href)) {
    return (
      <a href={`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${href}`} {...props}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <AppLink href={href} {...props}>
        {children}
      </AppLink>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
