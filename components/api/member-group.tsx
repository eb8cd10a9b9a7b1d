import type { MemberGroupView } from '@/lib/api/pages/view-types';
import { DocBody } from './doc-body';
import { HeadingLink } from './heading-link';
import { MemberPageSummary } from './member-page-link';
import { Overload } from './overload';
import { Signature } from './signature';
import { EntryLine } from './entry-line';
import { HistoryBadges } from './history-badges';
import styles from './api.module.css';
import lists from './api-lists.module.css';

/** One group of class members (types, constructors, member functions, ...) under its h2. */
export function MemberGroup({ group, viewed }: { group: MemberGroupView; viewed: string }) {
  return (
    <section aria-labelledby={group.id}>
      <h2 id={group.id}>
        {group.title}
        <HeadingLink id={group.id} label={group.title} />
      </h2>
      {group.types ? (
        <ul className={lists.entries}>
          {group.types.map((type) => (
            <li key={type.id} id={type.id}>
              <EntryLine entry={type} />
            </li>
          ))}
        </ul>
      ) : null}
      {group.functions?.map((fn) =>
        fn.name ? (
          <section key={fn.id} aria-labelledby={fn.id}>
            <h3 id={fn.id}>
              <code>{fn.name}</code>
              <HeadingLink id={fn.id} label={fn.name} />
            </h3>
            {fn.page ? <MemberPageSummary page={fn.page} name={fn.name} /> : null}
            {fn.overloads.map((overload) => (
              <Overload key={overload.anchor} overload={overload} viewed={viewed} />
            ))}
          </section>
        ) : fn.page ? (
          <MemberPageSummary key="summary" page={fn.page} name="" />
        ) : (
          fn.overloads.map((overload) => (
            <Overload key={overload.anchor} overload={overload} viewed={viewed} />
          ))
        ),
      )}
      {group.fields?.map((field) => (
        <div key={field.anchor} id={field.anchor} className={styles.overload}>
          <Signature html={field.signatureHtml} />
          <HistoryBadges
            history={field.history}
            viewed={viewed}
            messageShown={field.doc?.deprecatedHtml !== undefined}
          />
          <DocBody doc={field.doc} />
        </div>
      ))}
    </section>
  );
}
