import styles from './page-loading.module.css';

/** The loading screen while a page's code loads: a spinner that shows only after a short delay. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" data-page-loading>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </div>
  );
}
