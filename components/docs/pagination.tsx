import { AppLink } from '@/components/layout/app-link';
import type { PageLink } from '@/lib/content/route-data';
import styles from './pagination.module.css';

export function Pagination({ previous, next }: { previous: PageLink | null; next: PageLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.pagination}>
      {previous ? (
        <AppLink href={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </AppLink>
      ) : (
        <span />
      )}
      {next ? (
        <AppLink href={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </AppLink>
      ) : null}
    </nav>
  );
}
