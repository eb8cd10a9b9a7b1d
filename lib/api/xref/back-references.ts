import path from 'node:path';
import { z } from 'zod';
import { API_BASE, NAMESPACES_URL } from '@/lib/api/kinds/urls';
import type { DocCommentScan } from '@/lib/api/xref/doc-comment-scan';
import type { ScannedContent } from '@/lib/api/xref/site-content';

// "Used in the guides" of every API page: the guide sections whose prose or samples link to the
// page's symbol (or to one of its members), and the API pages whose examples do. Built at prebuild
// from the scans and written next to the model; API pages read it (lib/api/pages/back-references.ts).

export const BACK_REFERENCES_PATH = path.join(process.cwd(), '.generated', 'api', 'back-references.json');

const referenceSchema = z.object({ label: z.string(), href: z.string() });
export const backReferencesSchema = z.record(
  z.string(),
  z.object({ guides: z.array(referenceSchema), examples: z.array(referenceSchema) }),
);
export type BackReference = z.infer<typeof referenceSchema>;
export type BackReferenceMap = z.infer<typeof backReferencesSchema>;

/** The API pages a link to `href` counts for: its own page and, for a member page, its class's. */
export function creditedPages(href: string): string[] {
  const page = href.split('#')[0] ?? '';
  if (!page.startsWith(`${API_BASE}/`) || page === NAMESPACES_URL) return [];
  const [kind, key, sub] = page.slice(API_BASE.length + 1).split('/');
  if (!kind || !key) return [];
  const own = `${API_BASE}/${kind}/${key}/`;
  return sub ? [page, own] : [own];
}

type Collected = Map<string, { guides: Map<string, string>; examples: Map<string, string> }>;

function collect(map: Collected, page: string, list: 'guides' | 'examples', reference: BackReference) {
  let entry = map.get(page);
  if (!entry) map.set(page, (entry = { guides: new Map(), examples: new Map() }));
  // Keyed by href: a section that names a class and three of its members is listed once.
  if (!entry[list].has(reference.href)) entry[list].set(reference.href, reference.label);
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
      const reference = section.heading
        ? {
            label: `${guide.label} › ${section.heading.title}`,
            href: `${guide.url}#${section.heading.anchor}`,
          }
        : { label: guide.label, href: guide.url };
      for (const target of section.hrefs)
        for (const page of creditedPages(target)) collect(map, page, 'guides', reference);
    }
  for (const example of examples) {
    // An example on a class's page or one of its member pages names that class as a matter of course.
    const own = new Set(creditedPages(example.source.href));
    for (const target of example.codeHrefs)
      for (const page of creditedPages(target))
        if (!own.has(page))
          collect(map, page, 'examples', { label: example.source.label, href: example.source.href });
  }
  const list = (entries: Map<string, string>) => [...entries].map(([href, label]) => ({ label, href }));
  return Object.fromEntries(
    [...map]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([page, entry]) => [page, { guides: list(entry.guides), examples: list(entry.examples) }]),
  );
}
