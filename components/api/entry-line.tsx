import { AppLink } from '@/components/layout/app-link';
import styles from './api.module.css';
import lists from './api-lists.module.css';

/** One line of a symbol listing (index pages, member types): linked name, kind badge (and whether it is
 * deprecated) and brief. */
export function EntryLine({
  entry,
}: {
  entry: { name: string; href: string; kindLabel: string; deprecated?: boolean; briefHtml: string };
}) {
  return (
    <>
      <AppLink href={entry.href}>
        <code>{entry.name}</code>
      </AppLink>{' '}
      <span className={styles.kind}>{entry.kindLabel}</span>
      {entry.deprecated ? (
        <>
          {' '}
          <span className={`${styles.kind} ${lists.deprecated}`}>deprecated</span>
        </>
      ) : null}
      {entry.briefHtml ? (
        <span className={lists.entryBrief} dangerouslySetInnerHTML={{ __html: entry.briefHtml }} />
      ) : null}
    </>
  );
}
