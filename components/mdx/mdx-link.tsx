import { AppLink } from '@/components/layout/app-link';
import type { ComponentProps } from 'react';

/** Internal links go through AppLink (base path, prefetch rules); external ones open a new tab safely. */
export function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
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
