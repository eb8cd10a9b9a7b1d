'use client';

import { useState } from 'react';
import type { TocEntry } from '@/lib/content/route-data';
import { NameBreaks } from '@/components/ui/name-breaks';
import styles from './mobile-toc.module.css';

/**
 * Under 1200 px the side TOC is hidden; this collapsible list takes its place above the article.
 * The list is rendered when it is first opened, so pages do not carry their TOC twice in their HTML.
 */
export function MobileToc({ entries }: { entries: readonly TocEntry[] }) {
  const [opened, setOpened] = useState(false);
  if (entries.length === 0) return null;
  return (
    <details className={styles.toc} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary data-needs-js>On this page</summary>
      {opened ? (
        <ul>
          {entries.map((entry) => (
            <li key={entry.anchor} className={entry.depth === 3 ? styles.nested : undefined}>
              <a href={`#${entry.anchor}`}>
                <NameBreaks name={entry.title} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}
