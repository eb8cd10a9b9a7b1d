import { createElement, type AnchorHTMLAttributes, type MouseEvent } from 'react';

// next/link outside a Next app falls back to a full page load, which jsdom cannot do. A plain anchor
// that runs the caller's onClick and stays on the page is what the components need from it here.

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: unknown };

export default function Link({ href, prefetch: _prefetch, onClick, ...props }: LinkProps) {
  return createElement('a', {
    ...props,
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      event.preventDefault();
    },
  });
}
