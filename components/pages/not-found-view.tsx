import { AppLink } from '@/components/layout/app-link';
import { NOT_FOUND_MARKER } from '@/components/layout/not-found-marker';
import styles from './not-found-view.module.css';

export function NotFoundView() {
  return (
    <main className={styles.page} {...{ [NOT_FOUND_MARKER]: '' }}>
      <h1>Page Not Found</h1>
      <p>
        We could not find what you were looking for. The page may have moved, or the address may be mistyped.
      </p>
      <ul className={styles.links}>
        <li>
          <AppLink href="/">Go to the home page</AppLink>
        </li>
        <li>
          <AppLink href="/docs/">Browse the documentation</AppLink>
        </li>
        <li>
          <AppLink href="/search/">Search the docs</AppLink>
        </li>
      </ul>
    </main>
  );
}
