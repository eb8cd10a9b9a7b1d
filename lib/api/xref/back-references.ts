import { z } from 'zod';
import { apiGeneratedFile } from '@/lib/config/generated-paths.mjs';
import type { DocCommentScan } from '@/lib/api/xref/doc-comment-scan';
import type { ScannedContent } from '@/lib/api/xref/site-content';

// "Used in the guides" of every API page: the guide sections whose prose or samples link to the
// page's symbol (or to one of its members), and the API pages whose examples do. Built at prebuild
// from the scans and written next to the model; API pages read it (lib/api/pages/back-references.ts).

export const BACK_REFERENCES_PATH = apiGeneratedFile('backReferences');

const referenceSchema = z.object({ label: z.string(), href: z.string() });
/** A guide and the sections of it that use the symbol (none when only its introduction does). */
const guideSchema = referenceSchema.extend({ sections: z.array(referenceSchema) });
export const backReferencesSchema = z.record(
  z.string(),
  z.object({
    guides: z.array(guideSchema),
    examples: z.array(referenceSchema),
    /** Examples past the first MAX_LISTED_EXAMPLES, counted but not listed. */
    moreExamples: z.number().int().nonnegative(),
  }),
);
export type BackReference = z.infer<typeof referenceSchema>;
export type GuideBackReference = z.infer<typeof guideSchema>;
export type BackReferenceMap = z.infer<typeof backReferencesSchema>;

/** The API pages a link to `href` counts for: its own page and, for a member page, its class's. */
export function creditedPages(href: string): string[] {
  const page = href.split('#')[0] ?? '';
  // The API of the latest version is below /docs/api/, another version's below /docs/<segment>/api/.
  const base = /^\/docs\/(?:[\w.-]+\/)?api(?=\/)/.exec(page)?.[0];
  if (!base || page === `${base}/namespaces/`) return [];
  const [kind, key, sub] = page.slice(base.length + 1).split('/');
  if (!kind || !key) return [];
  const own = `${base}/${kind}/${key}/`;
  return sub ? [page, own] : [own];
}

interface CollectedPage {
  guides: Map<string, { label: string; sections: Map<string, string> }>;
  examples: Map<string, string>;
}
type Collected = Map<string, CollectedPage>;

/**
 * API examples listed per page. The guides are few, but a basic type can appear in the examples of
 * thousands of symbols (`celerity::range` in a large API), and its page would grow with the API.
 */
export const MAX_LISTED_EXAMPLES = 40;

const EXAMPLE_ORDER = new Intl.Collator('en', { numeric: true });

function entryOf(map: Collected, page: string): CollectedPage {
  let entry = map.get(page);
  if (!entry) map.set(page, (entry = { guides: new Map(), examples: new Map() }));
  return entry;
}

// Keyed by href: a section that names a class and three of its members is listed once.
function collectGuide(map: Collected, page: string, guide: BackReference, section: BackReference | null) {
  const guides = entryOf(map, page).guides;
  let entry = guides.get(guide.href);
  if (!entry) guides.set(guide.href, (entry = { label: guide.label, sections: new Map() }));
  if (section && !entry.sections.has(section.href)) entry.sections.set(section.href, section.label);
}

function collectExample(map: Collected, page: string, reference: BackReference) {
  const examples = entryOf(map, page).examples;
  if (!examples.has(reference.href)) examples.set(reference.href, reference.label);
}

/**
 * @param guides in reading order (the docs sidebar's)
 * @param examples doc comments of the API
 */
export function buildBackReferences(
  guides: readonly ScannedContent[],
  examples: readonly DocCommentScan[],
): BackReferenceMap {
  const map: Collected = new Map();
  for (const guide of guides)
    for (const section of guide.scan.sections) {
      const page = { label: guide.label, href: guide.url };
      const heading = section.heading
        ? { label: section.heading.title, href: `${guide.url}#${section.heading.anchor}` }
        : null;
      for (const target of section.hrefs)
        for (const credited of creditedPages(target)) collectGuide(map, credited, page, heading);
    }
  for (const example of examples) {
    // An example on a class's page or one of its member pages names that class as a matter of course.
    const own = new Set(creditedPages(example.source.href));
    for (const target of example.codeHrefs)
      for (const page of creditedPages(target))
        if (!own.has(page))
          collectExample(map, page, { label: example.source.label, href: example.source.href });
  }
  const list = (entries: Map<string, string>) => [...entries].map(([href, label]) => ({ label, href }));
  // Examples come in the model's order (header by header); a reader scans them by name.
  const byName = (a: BackReference, b: BackReference) =>
    EXAMPLE_ORDER.compare(a.label, b.label) || EXAMPLE_ORDER.compare(a.href, b.href);
  return Object.fromEntries(
    [...map]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([page, entry]) => [
        page,
        {
          guides: [...entry.guides].map(([href, guide]) => ({
            label: guide.label,
            href,
            sections: list(guide.sections),
          })),
          examples: list(entry.examples).sort(byName).slice(0, MAX_LISTED_EXAMPLES),
          moreExamples: Math.max(0, entry.examples.size - MAX_LISTED_EXAMPLES),
        },
      ]),
  );
}
