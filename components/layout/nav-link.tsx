'use client';

import { AppLink } from './app-link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { readPreferredVersion, subscribePreferredVersion } from './preferred-version';
import type { VersionOption } from './version-dropdown';
import styles from './navbar.module.css';

interface NavLinkProps {
  label: string;
  to: string;
  activeBasePaths?: string[];
  inactiveBasePaths?: string[];
  className?: string;
  /** For the link to the docs home: the docs versions, so it opens the reader's remembered one. */
  versions?: readonly VersionOption[];
}

/** Whether a navbar link is active on a path (prefix rules as in Docusaurus' activeBasePath). */
function isNavLinkActive(pathname: string, props: Omit<NavLinkProps, 'label' | 'className'>): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const bases = props.activeBasePaths ?? [props.to];
  if (props.inactiveBasePaths?.some((base) => path.startsWith(base))) return false;
  return bases.some((base) => path.startsWith(base));
}

/**
 * `to`, or for a docs page of the latest version (`/docs/getting-started/`) the same page in the reader's
 * remembered version; read after hydration, so the server's HTML and the first render agree.
 */
function usePreferredDocsHref(to: string, versions: readonly VersionOption[] | undefined): string {
  const names = versions && versions.length > 1 && to.startsWith('/docs/') ? versions.map((v) => v.name) : [];
  const preferred = useSyncExternalStore(
    subscribePreferredVersion,
    () => readPreferredVersion(names),
    () => null,
  );
  const version = versions?.find((candidate) => candidate.name === preferred);
  return version ? version.path + to.slice('/docs/'.length) : to;
}

export function NavLink({ label, className, versions, ...rules }: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  const active = isNavLinkActive(pathname, rules);
  const href = usePreferredDocsHref(rules.to, versions);
  return (
    <AppLink
      href={href}
      className={`${styles.link} ${active ? styles.active : ''} ${className ?? ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </AppLink>
  );
}
