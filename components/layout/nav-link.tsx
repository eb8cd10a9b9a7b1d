'use client';

import { AppLink } from './app-link';
import { usePathname } from 'next/navigation';
import styles from './navbar.module.css';

interface NavLinkProps {
  label: string;
  to: string;
  activeBasePaths?: string[];
  inactiveBasePaths?: string[];
  className?: string;
}

/** Whether a navbar link is active on a path (prefix rules as in Docusaurus' activeBasePath). */
function isNavLinkActive(pathname: string, props: Omit<NavLinkProps, 'label' | 'className'>): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const bases = props.activeBasePaths ?? [props.to];
  if (props.inactiveBasePaths?.some((base) => path.startsWith(base))) return false;
  return bases.some((base) => path.startsWith(base));
}

export function NavLink({ label, className, ...rules }: NavLinkProps) {
  const pathname = usePathname() ?? '/';
  const active = isNavLinkActive(pathname, rules);
  return (
    <AppLink
      href={rules.to}
      className={`${styles.link} ${active ? styles.active : ''} ${className ?? ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </AppLink>
  );
}
