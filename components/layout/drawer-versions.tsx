'use client';

import { useEffect, useId, useState } from 'react';
import { AppLink } from './app-link';
import { CaretIcon } from '@/components/ui/caret-icon';
import { useVersionSwitch, type VersionOption } from './use-version-switch';
import styles from './mobile-drawer.module.css';

/**
 * The version switcher of the mobile menu, as Docusaurus shows its version dropdown there: a
 * collapsible entry naming the version, whose links keep the page as the navbar's dropdown does. The
 * drawer renders it only while open, so the page lists load when the reader opens the menu.
 */
export function DrawerVersions({
  versions,
  onChoose,
}: {
  versions: readonly VersionOption[];
  /** Called when a version is chosen (the drawer closes). */
  onChoose: () => void;
}) {
  const { active, items, loaded, load } = useVersionSwitch(versions);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  useEffect(() => {
    void load();
  }, [load]);
  if (versions.length < 2) return null;
  return (
    <li data-state={loaded ? 'pages-loaded' : 'pages-pending'}>
      <button
        type="button"
        className={styles.versionToggle}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        Docs version: {active?.label}
        <CaretIcon />
      </button>
      <ul id={listId} className={styles.versionList} hidden={!expanded}>
        {items.map((item) => (
          <li key={item.name}>
            <AppLink
              href={item.href}
              aria-current={item.active ? 'true' : undefined}
              onClick={(event) => {
                item.onSelect(event);
                onChoose();
              }}
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
