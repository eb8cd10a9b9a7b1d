import { AppLink } from '@/components/layout/app-link';
import type { ChangesIndexPageData } from '@/lib/api/pages/changes-page';
import lists from './api-lists.module.css';

/** The version steps of the API history, newest first, each with how much it changed. */
export function ApiChangesIndexView({ data }: { data: ChangesIndexPageData }) {
  return (
    <>
      <h1>API changes</h1>
      <p>
        What each version of Celerity added to its public C++ API, removed, deprecated and changed, compared
        with the version before it. The lists are computed from the library&apos;s headers at each release
        tag; &ldquo;next&rdquo; is the unreleased main branch.
      </p>
      <ul className={lists.entries}>
        {data.steps.map((step) => (
          <li key={step.href}>
            <AppLink href={step.href}>{step.label}</AppLink>
            <span className={lists.entryBrief}>
              {step.counts.added} added, {step.counts.removed} removed, {step.counts.deprecated} deprecated,{' '}
              {step.counts.changed} changed
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
