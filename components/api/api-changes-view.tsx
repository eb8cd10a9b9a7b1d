import { AppLink } from '@/components/layout/app-link';
import { NameBreaks } from '@/components/ui/name-breaks';
import type { ChangeEntryView, ChangesStepPageData } from '@/lib/api/pages/changes-page';
import { HeadingLink } from './heading-link';
import styles from './api.module.css';
import lists from './api-lists.module.css';
import changes from './api-changes.module.css';

function Entry({ entry }: { entry: ChangeEntryView }) {
  const name = (
    <code>
      <NameBreaks name={entry.name} />
    </code>
  );
  return (
    <li>
      {entry.href ? <AppLink href={entry.href}>{name}</AppLink> : name}{' '}
      <span className={styles.badge}>{entry.kindLabel}</span>
      {entry.from ? <span className={changes.note}> (in one of {entry.from} to this version)</span> : null}
      {entry.message ? <span className={lists.entryBrief}>{entry.message}</span> : null}
      {entry.overloads ? (
        <ul className={changes.overloads} aria-label={`Deprecated overloads of ${entry.name}`}>
          {entry.overloads.map((overload) => (
            <li key={overload.signature}>
              <code>{overload.signature}</code>
              {overload.message ? <span className={lists.entryBrief}>{overload.message}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.pairs ? (
        <dl className={changes.pairs}>
          {entry.pairs.map((pair, i) => (
            <div key={i}>
              {pair.before ? (
                <>
                  <dt>Before</dt>
                  <dd>
                    <code>{pair.before}</code>
                    {pair.deprecatedIn ? (
                      <span className={changes.note}> (deprecated in {pair.deprecatedIn})</span>
                    ) : null}
                  </dd>
                </>
              ) : null}
              {pair.after ? (
                <>
                  <dt>Now</dt>
                  <dd>
                    <code>{pair.after}</code>
                  </dd>
                </>
              ) : null}
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/** What one version changed in the public API compared with the version before it. */
export function ApiChangesView({ data }: { data: ChangesStepPageData }) {
  const { step } = data;
  return (
    <>
      <h1>
        API changes from {step.from} to {step.to}
      </h1>
      <p>
        What the public API of Celerity {step.to} added, removed, deprecated and changed compared with{' '}
        {step.from}, read from the library&apos;s headers of both versions. Members count with their class,
        those of a base in a <code>detail</code> namespace included; names in <code>detail</code> namespaces
        are left out. A declaration marked <code>{'/* implicit */'}</code> is a destructor, copy or move
        operation that the class leaves to the compiler.
      </p>
      {data.warnings.length > 0 ? (
        <div className={changes.warnings}>
          <p>
            Parts of these headers could not be read; what they declare is neither listed as added nor as
            removed:
          </p>
          <ul>
            {data.warnings.map((warning) => (
              <li key={warning}>
                <code>{warning}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>
            {section.title} ({section.entries.length})
            <HeadingLink id={section.id} label={section.title} />
          </h2>
          {section.entries.length > 0 ? (
            <ul className={lists.entries}>
              {section.entries.map((entry) => (
                <Entry key={`${entry.kindLabel} ${entry.name}`} entry={entry} />
              ))}
            </ul>
          ) : (
            <p>None.</p>
          )}
        </section>
      ))}
    </>
  );
}
