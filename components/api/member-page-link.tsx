import { AppLink } from '@/components/layout/app-link';
import type { MemberPageLink } from '@/lib/api/pages/view-types';
import lists from './api-lists.module.css';

/** On a class with member pages: what a member does, and the link to its overloads. */
export function MemberPageSummary({ page, name }: { page: MemberPageLink; name: string }) {
  // Constructors have no name of their own in the list; other members are named by their heading.
  const label = name
    ? `${name}: ${page.count === 1 ? 'declaration and details' : `${page.count} overloads`}`
    : page.count === 1
      ? 'The constructor'
      : `The ${page.count} constructors`;
  return (
    <div className={lists.memberSummary}>
      {page.briefsHtml.map((html) => (
        <p key={html} dangerouslySetInnerHTML={{ __html: html }} />
      ))}
      <p>
        <AppLink href={page.href}>{label}</AppLink>
      </p>
    </div>
  );
}
