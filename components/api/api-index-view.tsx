import { AppLink } from '@/components/layout/app-link';
import type { ApiIndexPageData } from '@/lib/api/pages/view-types';
import { HeadingLink } from './heading-link';
import styles from './api.module.css';

/** An index page: symbols of one kind, grouped by namespace, with kind and brief. */
export function ApiIndexView({ data }: { data: ApiIndexPageData }) {
  return (
    <>
      <h1>{data.heading}</h1>
      <p className={styles.lead}>{data.intro}</p>
      {data.groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>
            <code>{group.namespace}</code>
            <HeadingLink id={group.id} label={group.namespace} />
          </h2>
          <ul className={styles.entries}>
            {group.entries.map((entry) => (
              <li key={entry.href}>
                <AppLink href={entry.href}>
                  <code>{entry.name}</code>
                </AppLink>{' '}
                <span className={styles.kind}>{entry.kindLabel}</span>
                {entry.briefHtml ? (
                  <span className={styles.entryBrief} dangerouslySetInnerHTML={{ __html: entry.briefHtml }} />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
