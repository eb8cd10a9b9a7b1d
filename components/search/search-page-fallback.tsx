import styles from './search-page-view.module.css';

/** Server HTML of /search/ before the query is read on the client: same frame, so nothing shifts. */
export function SearchPageFallback() {
  return (
    <main className={styles.page}>
      <h1>Search the documentation</h1>
    </main>
  );
}
