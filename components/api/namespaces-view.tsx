import { AppLink } from '@/components/layout/app-link';
import type { NamespacesPageData } from '@/lib/api/pages/view-types';
import { DocBody } from './doc-body';
import { InternalBadge, NamespacePages } from './api-index-view';
import { HeadingLink } from './heading-link';
import { HistoryBadges } from './history-badges';
import { Signature } from './signature';
import styles from './api.module.css';
import lists from './api-lists.module.css';

/** Every namespace as a section anchored by its id; variables and concepts in full, with their own ids. */
export function NamespacesView({ data }: { data: NamespacesPageData }) {
  return (
    <>
      <h1>Namespaces</h1>
      {data.sections.map((ns) => (
        // Sections without an accessible name: two dozen region landmarks would bury the page's own.
        <section key={ns.id} id={ns.id} className={lists.namespace}>
          <h2>
            <code>{ns.qualifiedName}</code>
            <InternalBadge internal={ns.internal} />
            <HeadingLink id={ns.id} label={ns.qualifiedName} />
          </h2>
          {ns.briefHtml ? <p dangerouslySetInnerHTML={{ __html: ns.briefHtml }} /> : null}
          {ns.lists.length > 0 ? (
            <dl className={lists.memberLists}>
              {ns.lists.map((list) => (
                <div key={list.title}>
                  <dt>{list.title}</dt>
                  <dd>
                    {list.pages.length > 0 ? (
                      <>
                        {`${list.count}, on pages of their own: `}
                        <NamespacePages pages={list.pages} />
                      </>
                    ) : list.href ? (
                      <AppLink href={list.href}>{`${list.count} ${list.title.toLowerCase()}`}</AppLink>
                    ) : (
                      <ul className={lists.inlineList}>
                        {list.entries.map((entry) => (
                          <li key={entry.href}>
                            <AppLink href={entry.href}>{entry.name}</AppLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {ns.items.map((item) =>
            'signatureHtml' in item ? (
              <div key={item.id} id={item.id} className={styles.overload}>
                <h3 className={lists.itemHeading}>
                  <code>{item.name}</code> <span className={styles.kind}>{item.kindLabel}</span>
                </h3>
                <HistoryBadges
                  history={item.history}
                  viewed={data.frame.viewedVersion}
                  changedIn={data.changedIn}
                />
                <Signature html={item.signatureHtml} />
                <DocBody doc={item.doc} />
              </div>
            ) : (
              <p key={item.id} id={item.id}>
                <code>{item.declaration}</code>
                <HistoryBadges history={item.history} viewed={data.frame.viewedVersion} />
                {item.briefHtml ? (
                  <span className={lists.entryBrief} dangerouslySetInnerHTML={{ __html: item.briefHtml }} />
                ) : null}
              </p>
            ),
          )}
        </section>
      ))}
    </>
  );
}
