import Link from 'next/link';
import styles from './not-found-view.module.css';

export function NotFoundView() {
  return (
    <main className={styles.page}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the address may be mistyped.</p>
      <ul className={styles.links}>
        <li>
          <Link href="/">Go to the home page</Link>
        </li>
        <li>
          <Link href="/docs/">Browse the documentation</Link>
        </li>
        <li>
          <Link href="/search/">Search the docs</Link>
        </li>
      </ul>
    </main>
  );
}
