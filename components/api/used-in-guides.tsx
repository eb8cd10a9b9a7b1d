import { AppLink } from '@/components/layout/app-link';
import { USED_IN_ID } from '@/lib/api/pages/frame';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import { HeadingLink } from './heading-link';

/** "Used in the guides": guide sections (page › heading) and API examples that use the symbol. */
export function UsedInGuides({ usedIn }: { usedIn: NonNullable<ApiPageFrame['usedIn']> }) {
  return (
    <section aria-labelledby={USED_IN_ID}>
      <h2 id={USED_IN_ID}>
        Used in the guides
        <HeadingLink id={USED_IN_ID} label="Used in the guides" />
      </h2>
      {usedIn.guides.length > 0 ? (
        <ul>
          {usedIn.guides.map((reference) => (
            <li key={reference.href}>
              <AppLink href={reference.href}>{reference.label}</AppLink>
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
        </>
      ) : null}
    </section>
  );
}
