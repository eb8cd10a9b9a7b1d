import { NameBreaks } from '@/components/ui/name-breaks';
import { AppLink } from '@/components/layout/app-link';
import type { FunctionPageData } from '@/lib/api/pages/view-types';
import { HeadingLink } from './heading-link';
import { Overload } from './overload';
import { SymbolHeader } from './symbol-header';
import styles from './api.module.css';

/** All overloads of one free or member function: each overload under its own anchor. */
export function FunctionPageView({ data }: { data: FunctionPageData }) {
  const single = data.overloads.length === 1;
  return (
    <>
      <SymbolHeader header={data.header} viewed={data.frame.viewedVersion} />
      {data.memberOf ? (
        <p className={styles.meta}>
          <span className={styles.label}>Member of</span>{' '}
          <AppLink href={data.memberOf.href}>
            <code>{data.memberOf.label}</code>
          </AppLink>
        </p>
      ) : null}
      {data.overloads.map((overload, i) =>
        single ? (
          <Overload key={overload.anchor} overload={overload} viewed={data.frame.viewedVersion} />
        ) : (
          <section
            key={overload.anchor}
            aria-labelledby={`h-${overload.anchor}`}
            className={styles.overloadSection}
          >
            <h2 id={`h-${overload.anchor}`} className={styles.overloadHeading}>
              <span className={styles.number}>({i + 1})</span>{' '}
              <code>
                <NameBreaks name={overload.label} fits={0} />
              </code>
              <HeadingLink id={overload.anchor} label={overload.label} />
            </h2>
            <Overload overload={overload} viewed={data.frame.viewedVersion} />
          </section>
        ),
      )}
    </>
  );
}
