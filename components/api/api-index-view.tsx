import { AppLink } from '@/components/layout/app-link';
import type { ApiIndexPageData, IndexGroup, NamespacePageLink } from '@/lib/api/pages/view-types';
import { EntryLine } from './entry-line';
import { HeadingLink } from './heading-link';
import styles from './api.module.css';
import lists from './api-lists.module.css';

/** Marks a `detail` namespace: the library's internals, not part of its public API. */
export function InternalBadge({ internal }: { internal: boolean }) {
  return internal ? (
    <>
      {' '}
      <span className={styles.badge}>internal</span>
    </>
  ) : null;
}

/** Links to the pages of a large namespace, labelled by the names on each; the current one marked. */
export function NamespacePages({ pages, current }: { pages: NamespacePageLink[]; current?: number }) {
  return (
    <ol className={lists.namespacePages}>
      {pages.map((page, i) => (
        <li key={page.href}>
          {i + 1 === current ? (
            <span aria-current="page">{page.label}</span>
          ) : (
            <AppLink href={page.href}>{page.label}</AppLink>
          )}
        </li>
      ))}
    </ol>
  );
}

function Group({ group, heading }: { group: IndexGroup; heading: boolean }) {
  return (
    <section aria-labelledby={group.id}>
      {heading ? (
        <h2 id={group.id}>
          <code>{group.namespace}</code>
          <InternalBadge internal={group.internal} />
          <HeadingLink id={group.id} label={group.namespace} />
        </h2>
      ) : null}
      {group.pages.length > 0 ? (
        <>
          <p>
            {group.count} in <code>{group.namespace}</code>, on pages of their own:
          </p>
          <NamespacePages pages={group.pages} />
        </>
      ) : (
        <ul className={lists.entries}>
          {group.entries.map((entry) => (
            <li key={entry.href}>
              <EntryLine entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An index page (symbols of one kind, by namespace) or one page of a large namespace's symbols. */
export function ApiIndexView({ data }: { data: ApiIndexPageData }) {
  const pager = data.pager && data.pager.pages.length > 1 ? data.pager : undefined;
  return (
    <>
      <h1 id={data.pager ? data.groups[0]?.id : undefined}>
        {data.heading}
        {data.pager ? <InternalBadge internal={data.groups[0]?.internal ?? false} /> : null}
      </h1>
      <p className={styles.lead}>{data.intro}</p>
      {pager ? (
        <nav aria-label="Pages of this namespace">
          <NamespacePages pages={pager.pages} current={pager.current} />
        </nav>
      ) : null}
      {data.groups.map((group) => (
        <Group key={group.id} group={group} heading={!data.pager} />
      ))}
    </>
  );
}
