'use client';

import { AppLink } from './app-link';
import { usePagePathname } from './page-pathname';
import { readPreferredVersion, subscribePreferredVersion } from './preferred-version';
import { useAfterHydration } from './use-after-hydration';
import { activeVersion, type VersionOption } from './use-version-switch';
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

/** `pathname` as the same page of the latest version (`/docs/0.6/api/x/` → `/docs/api/x/`). */
function asLatest(pathname: string, version: VersionOption | undefined): string {
  return version ? `/docs/${pathname.slice(version.path.length)}` : pathname;
}

/**
 * `to`, or for a docs page of the latest version (`/docs/getting-started/`) the same page in the version
 * being read (on a page of a docs version) or else in the reader's remembered one, as Docusaurus links its
 * docs items. The remembered version is read after hydration, so the server's HTML and the first render agree.
 */
function useDocsHref(
  to: string,
  versions: readonly VersionOption[] | undefined,
  active: VersionOption | undefined,
): string {
  const names = versions && versions.length > 1 && to.startsWith('/docs/') ? versions.map((v) => v.name) : [];
  const preferred = useAfterHydration(() => readPreferredVersion(names), null, subscribePreferredVersion);
  if (names.length === 0) return to;
  const version = active ?? versions?.find((candidate) => candidate.name === preferred);
  return version ? version.path + to.slice('/docs/'.length) : to;
}

/** The href of a navbar link to `to` on the current page: in the version being read, else the remembered one. */
export function useVersionedDocsHref(to: string, versions: readonly VersionOption[] | undefined): string {
  const pathname = usePagePathname();
  return useDocsHref(to, versions, versions ? activeVersion(versions, pathname) : undefined);
}

export function NavLink({ label, className, versions, ...rules }: NavLinkProps) {
  const pathname = usePagePathname();
  const version = versions ? activeVersion(versions, pathname) : undefined;
  // A page of an older or unreleased version counts as the same page of the latest for the active rules.
  const active = isNavLinkActive(asLatest(pathname, version), rules);
  const href = useDocsHref(rules.to, versions, version);
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
