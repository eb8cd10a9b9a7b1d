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
    <aside className={`${styles.callout} ${styles[kind]}`} aria-label={title ?? TITLES[kind]}>
      <p className={styles.title}>{title ?? TITLES[kind]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
