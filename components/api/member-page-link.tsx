import { AppLink } from '@/components/layout/app-link';
import type { MemberPageLink } from '@/lib/api/page-types';
import styles from './api.module.css';

/** On a class with member pages: what a member does, and the link to its overloads. */
export function MemberPageSummary({ page, name }: { page: MemberPageLink; name: string }) {
  const what = name ? `${name}: ` : '';
  const label = page.count === 1 ? `${what}declaration and details` : `${what}all ${page.count} overloads`;
  return (
    <div className={styles.memberSummary}>
      {page.briefsHtml.map((html) => (
        <p key={html} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      <p>
        <AppLink href={page.href}>{label}</AppLink>
      </p>
    </div>
  );
}
