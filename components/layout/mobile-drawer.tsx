'use client';

import { AppLink } from './app-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SidebarTree } from '@/components/docs/sidebar-tree';
import { useMobileSidebar } from './mobile-sidebar-context';
import { useVersionedDocsHref } from './nav-link';
import { DrawerVersions } from './drawer-versions';
import { ExternalLink } from './external-link';
import { trapTab } from '@/components/ui/tab-trap';
import type { VersionOption } from './use-version-switch';
import styles from './mobile-drawer.module.css';

const DESKTOP_QUERY = '(min-width: 996px)';
/** A link of the main menu; a docs link opens the version being read or the remembered one, as in the bar. */
function DrawerLink({
  href,
  versions,
  onClick,
  children,
}: {
  href: string;
  versions: readonly VersionOption[];
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <AppLink href={useVersionedDocsHref(href, versions)} onClick={onClick}>
      {children}
    </AppLink>
  );
}

/**
 * The menu under 996 px: a modal <dialog>, so focus stays inside and Escape closes it natively.
 * It closes on navigation and when the viewport grows to desktop width.
 */
export function MobileDrawer({
  title,
  links,
  versions,
  versionSwitch = false,
}: {
  title: ReactNode;
  links: Array<{ label: string; href: string; external: boolean }>;
  /** The docs versions, so that docs links stay in the version being read. */
  versions: readonly VersionOption[];
  /** Whether the menu offers the docs versions (the navbar has a version dropdown). */
  versionSwitch?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  // Open "on" a path: navigating elsewhere closes the drawer without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const [showMain, setShowMain] = useState(false);
  const sidebar = useMobileSidebar();
  // The button that switched between the page menu and the main menu is gone with its view: focus goes
  // to the first item of the view shown instead of to the page's body.
  const switched = useRef(false);
  const switchTo = (main: boolean) => {
    switched.current = true;
    setShowMain(main);
  };
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    dialog.current?.querySelector<HTMLElement>(':scope nav :is(a[href], button)')?.focus();
  }, [showMain]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setOpenOn(null);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const openDrawer = () => {
    setShowMain(!sidebar);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Open navigation menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openDrawer}
        data-needs-js
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label="Navigation menu"
        onClose={() => setOpen(false)}
        // A modal <dialog> still lets Tab leave for the browser UI; keep it cycling inside.
        onKeyDown={(event) => trapTab(event, dialog.current)}
      >
        {/* Rendered only while open: the closed drawer adds nothing to every page's HTML. */}
        {open ? (
          <>
            <div className={styles.header}>
              <span className={styles.title}>{title}</span>
              <button
                type="button"
                className={styles.close}
                aria-label="Close navigation menu"
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </div>
            {sidebar && !showMain ? (
              <nav aria-label="Docs sidebar" className={styles.body}>
                <button type="button" className={styles.back} onClick={() => switchTo(true)}>
                  ← Back to main menu
                </button>
                <SidebarTree items={sidebar.items} activeHref={sidebar.activeHref} />
              </nav>
            ) : (
              <nav aria-label="Main menu" className={styles.body}>
                <ul className={styles.links}>
                  {links.map((link) => (
                    <li key={link.href}>
                      {link.external ? (
                        <ExternalLink href={link.href}>{link.label}</ExternalLink>
                      ) : (
                        <DrawerLink href={link.href} versions={versions} onClick={() => setOpen(false)}>
                          {link.label}
                        </DrawerLink>
                      )}
                    </li>
                  ))}
                  {versionSwitch ? (
                    <DrawerVersions versions={versions} onChoose={() => setOpen(false)} />
                  ) : null}
                </ul>
                {sidebar ? (
                  <button type="button" className={styles.back} onClick={() => switchTo(false)}>
                    Show page menu →
                  </button>
                ) : null}
              </nav>
            )}
          </>
        ) : null}
      </dialog>
    </>
  );
}
