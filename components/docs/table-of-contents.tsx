'use client';

import { useEffect, useState } from 'react';
import type { TocEntry } from '@/lib/content/route-data';
import { NameBreaks } from '@/components/ui/name-breaks';
import styles from './table-of-contents.module.css';

/** Headings h2–h3 with scroll-spy: the last heading above the fold is marked current. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const [activeId, setActiveId] = useState<string | null>(null);

  useEffect(() => {
    const headings = entries.flatMap((entry) => {
      const element = document.getElementById(entry.anchor);
      return element ? [element] : [];
    });
    const update = () => {
      const offset = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80;
      const current = headings.filter((heading) => heading.getBoundingClientRect().top <= offset + 1).at(-1);
      setActiveId(current?.id ?? headings[0]?.id ?? null);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [entries]);

  if (entries.length === 0) return null;
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <p className={styles.title}>On this page</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.anchor} className={entry.depth === 3 ? styles.nested : undefined}>
            <a
              href={`#${entry.anchor}`}
              className={entry.anchor === activeId ? styles.active : undefined}
              aria-current={entry.anchor === activeId ? 'location' : undefined}
            >
              <NameBreaks name={entry.title} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
