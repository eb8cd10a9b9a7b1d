import Link from 'next/link';
import styles from './search-button.module.css';

/** Without JavaScript the button is a plain link to the search page. */
export function SearchButton() {
  return (
    <Link href="/search/" className={styles.button} aria-label="Search docs">
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
          stroke="currentColor"
          fill="none"
          strokeWidth="2"
        />
      </svg>
      <span className={styles.label}>Search</span>
    </Link>
  );
}
