import { AppLink } from '@/components/layout/app-link';
import { Callout } from '@/components/mdx/callout';
import type { DocView } from '@/lib/api/pages/view-types';
import styles from './api.module.css';

/** Brief, description, callouts and "See also" of one documented symbol. */
export function DocBody({ doc, brief = true }: { doc: DocView | null; brief?: boolean }) {
  if (!doc) return null;
  return (
    <>
      {doc.deprecatedHtml !== undefined ? (
        <Callout type="danger" title="Deprecated">
          <p dangerouslySetInnerHTML={{ __html: doc.deprecatedHtml }} />
        </Callout>
      ) : null}
      {brief && doc.briefHtml ? (
        <p className={styles.brief} dangerouslySetInnerHTML={{ __html: doc.briefHtml }} />
      ) : null}
      {doc.bodyHtml ? (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: doc.bodyHtml }} />
      ) : null}
      {doc.notesHtml.map((html, i) => (
        <Callout key={`n${i}`} type="note">
          <p dangerouslySetInnerHTML={{ __html: html }} />
        </Callout>
      ))}
      {doc.warningsHtml.map((html, i) => (
        <Callout key={`w${i}`} type="warning">
          <p dangerouslySetInnerHTML={{ __html: html }} />
        </Callout>
      ))}
      {doc.see.length > 0 ? (
        <p className={styles.see}>
          <span className={styles.label}>See also</span>{' '}
          {doc.see.map((see, i) => (
            <span key={see.label}>
              {i > 0 ? ', ' : null}
              {see.href ? (
                <AppLink href={see.href}>
                  <code>{see.label}</code>
                </AppLink>
              ) : (
                <code>{see.label}</code>
              )}
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}
