import {
  scanLibraryExamples,
  type LibraryExampleMap,
  type ScannedMap,
} from '@/lib/api/xref/library-examples';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { highlightToHtml } from '@/lib/mdx/highlighter.mjs';

// The uses of API symbols in the library's examples (found by lib/api/xref/library-examples.ts) with
// their lines highlighted as the guides' C++ is: what prebuild writes for the API pages.

/** The scan with each use's lines highlighted, as pages show them. */
async function highlightLibraryExamples(scanned: ScannedMap): Promise<LibraryExampleMap> {
  const pages = await Promise.all(
    Object.entries(scanned).map(async ([page, entry]) => {
      const uses = await Promise.all(
        entry.uses.map(async (use) => ({ ...use, html: await highlightToHtml(use.code, 'cpp') })),
      );
      return [page, { ...entry, uses }] as const;
    }),
  );
  return Object.fromEntries(pages);
}

/**
 * What a build writes: the uses in the examples of the checkout it documents, highlighted; nothing for
 * a build of our synopsis (its pages show no such section) or one without a checkout.
 */
export async function libraryExamplesOfBuild(
  source: { mode: string; ref?: string | undefined },
  index: XrefIndex,
  checkout: string | undefined,
): Promise<LibraryExampleMap> {
  if (source.mode !== 'source' || !source.ref || !checkout) return {};
  return highlightLibraryExamples(scanLibraryExamples(index, checkout, source.ref));
}
