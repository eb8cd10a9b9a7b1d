'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import styles from './search-page-view.module.css';

/** The full-page search: the query lives in `?q=`. Results are filled by the search client. */
export function SearchPageView() {
  const params = useSearchParams();
  const router = useRouter();
  const query = params.get('q') ?? '';
  return (
    <main className={styles.page}>
      <h1>{query ? `Search results for “${query}”` : 'Search the documentation'}</h1>
      <form role="search" action="" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search docs
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          placeholder="Search docs"
          maxLength={64}
          defaultValue={query}
          onChange={(event) => router.replace(`?q=${encodeURIComponent(event.target.value)}`, { scroll: false })}
        />
      </form>
    </main>
  );
}
