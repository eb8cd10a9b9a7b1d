import { AppLink } from '@/components/layout/app-link';
import type { RecordPageData } from '@/lib/api/pages/view-types';
import { HeadingLink } from './heading-link';
import { MemberGroup } from './member-group';
import { InlineCode, Signature } from './signature';
import { SymbolHeader } from './symbol-header';
import { TemplateParamsSection } from './template-params-section';
import styles from './api.module.css';
import lists from './api-lists.module.css';

export function RecordPageView({ data }: { data: RecordPageData }) {
  return (
    <>
      <SymbolHeader header={data.header} viewed={data.frame.viewedVersion} />
      {data.bases.length > 0 ? (
        <p className={styles.meta}>
          <span className={styles.label}>Inherits</span>{' '}
          {data.bases.map((base, i) => (
            <span key={i}>
              {i > 0 ? ', ' : null}
              {base.access} <InlineCode html={base.html} />
            </span>
          ))}
        </p>
      ) : null}
      {data.related ? (
        <div className={styles.meta}>
          <span className={styles.label}>{data.related.title}</span>
          <ul className={lists.inlineList}>
            {data.related.links.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>
                  <code>{link.label}</code>
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <TemplateParamsSection rows={data.templateParams} />
      {data.groups.map((group) => (
        <MemberGroup key={group.id} group={group} viewed={data.frame.viewedVersion} />
      ))}
      {data.deductionGuides.length > 0 ? (
        <section aria-labelledby="deduction-guides">
          <h2 id="deduction-guides">
            Deduction guides
            <HeadingLink id="deduction-guides" label="Deduction guides" />
          </h2>
          {/* Guides laid out over several lines are told apart by a blank line. */}
          <Signature
            html={data.deductionGuides.join(
              data.deductionGuides.some((g) => g.includes('\n')) ? '\n\n' : '\n',
            )}
          />
        </section>
      ) : null}
    </>
  );
}
