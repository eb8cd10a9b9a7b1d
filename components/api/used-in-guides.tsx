import { Fragment } from 'react';
import { AppLink } from '@/components/layout/app-link';
import { USED_IN_ID } from '@/lib/api/pages/used-in-anchor';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import { HeadingLink } from './heading-link';

/**
 * "Used in the guides": per guide (in reading order) the sections that use the symbol, then the API
 * examples that do (by name: the first few, then a count). One line per guide keeps long lists (buffer,
 * queue) short.
 */
export function UsedInGuides({ usedIn }: { usedIn: NonNullable<ApiPageFrame['usedIn']> }) {
  return (
    <section aria-labelledby={USED_IN_ID}>
      <h2 id={USED_IN_ID}>
        Used in the guides
        <HeadingLink id={USED_IN_ID} label="Used in the guides" />
      </h2>
      {usedIn.guides.length > 0 ? (
        <ul>
          {usedIn.guides.map((guide) => (
            <li key={guide.href}>
              {guide.sections.length === 0 ? (
                <AppLink href={guide.href}>{guide.label}</AppLink>
              ) : (
                // The guide's name as text: its section links lead into it (and keep pages like buffer's small).
                <>
                  {`${guide.label}: `}
                  {guide.sections.map((section, index) => (
                    <Fragment key={section.href}>
                      {index > 0 ? ', ' : null}
                      <AppLink href={section.href}>{section.label}</AppLink>
                    </Fragment>
                  ))}
                </>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {usedIn.examples.length > 0 ? (
        <>
          <p>In examples of the API reference:</p>
          <ul>
            {usedIn.examples.map((reference) => (
              <li key={reference.href}>
                <AppLink href={reference.href}>
                  <code>{reference.label}</code>
                </AppLink>
              </li>
            ))}
          </ul>
          {usedIn.moreExamples > 0 ? (
            <p>{`And ${usedIn.moreExamples} more pages of the API reference whose examples use it.`}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
