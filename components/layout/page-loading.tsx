import styles from './page-loading.module.css';

/**
 * The loading screen while a page's code loads: a spinner that shows only after a short delay. `cover` lays it
 * over the page below the navbar (during a route change the old page is still in the document underneath).
 */
export function PageLoading({ cover = false }: { cover?: boolean }) {
  return (
    <div
      className={cover ? `${styles.loading} ${styles.cover}` : styles.loading}
      role="status"
      data-page-loading
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}
