import { LIBRARY_EXAMPLES_ID } from '@/lib/api/pages/used-in-anchor';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import { HeadingLink } from './heading-link';

const TITLE = "In the library's examples";

/**
 * "In the library's examples" (builds from a library checkout): the first few uses of the symbol in
 * the checkout's examples, each with its lines and a link to them at the documented ref, then a count.
 */
export function LibraryExamples({ examples }: { examples: NonNullable<ApiPageFrame['libraryExamples']> }) {
  return (
    <section aria-labelledby={LIBRARY_EXAMPLES_ID}>
      <h2 id={LIBRARY_EXAMPLES_ID}>
        {TITLE}
        <HeadingLink id={LIBRARY_EXAMPLES_ID} label={TITLE} />
      </h2>
      {examples.uses.map((use) => (
        <figure key={`${use.file}:${use.line}`}>
          <figcaption>
            <a href={use.url} target="_blank" rel="noopener noreferrer">
              {`${use.file}:${use.line}`}
            </a>
          </figcaption>
          {/* Highlighted at prebuild by Shiki, which escapes the code's text. */}
          <div dangerouslySetInnerHTML={{ __html: use.html }} />
        </figure>
      ))}
      {examples.moreUses > 0 ? (
        <p>{`And ${examples.moreUses} more ${examples.moreUses === 1 ? 'use' : 'uses'} in ${examples.moreFiles} ${examples.moreFiles === 1 ? 'file' : 'files'}.`}</p>
      ) : null}
    </section>
  );
}
