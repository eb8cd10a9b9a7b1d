import type { ReactNode } from 'react';
import styles from './callout.module.css';

const TITLES = { note: 'Note', tip: 'Tip', warning: 'Warning', danger: 'Danger' } as const;

export function Callout({
  type = 'note',
  title,
  children,
}: {
  type?: keyof typeof TITLES;
  title?: string;
  children: ReactNode;
}) {
  const kind = type in TITLES ? type : 'note';
  return (
    // A note, not a landmark: a page has many callouts, and landmarks need distinct names.
    <div className={`${styles.callout} ${styles[kind]}`} role="note" aria-label={title ?? TITLES[kind]}>
      <p className={styles.title}>{title ?? TITLES[kind]}</p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
