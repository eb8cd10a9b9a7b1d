import type { TocEntry } from '@/lib/content/route-data';
import styles from './mobile-toc.module.css';

/** Under 1200 px the side TOC is hidden; this collapsible list takes its place above the article. */
export function MobileToc({ entries }: { entries: readonly TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className={styles.toc}>
      <summary>On this page</summary>
      <ul>
        {entries.map((entry) => (
          <li key={entry.anchor} className={entry.depth === 3 ? styles.nested : undefined}>
            <a href={`#${entry.anchor}`}>{entry.title}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
