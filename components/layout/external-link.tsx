import type { ReactNode } from 'react';

/**
 * A link that opens in a new tab: the box-and-arrow icon drawn by the `external-link-icon` rule in
 * global.css for the eye, and the same fact in words for screen readers.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="external-link-icon" aria-hidden="true" />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
