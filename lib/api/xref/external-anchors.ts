import type { ExternalRefs } from '@/lib/api/xref/external-refs';

// The pages content/external-refs.yaml links to and the anchors it expects on each, and which of them a
// page's HTML lacks. Used by scripts/check-external-anchors.ts, which runs by hand (it needs the pages).

/** Page url (without anchor) → the anchors links expect there (empty: the page itself). */
export function expectedAnchors(refs: ExternalRefs): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>();
  for (const target of [...Object.values(refs.cpp), ...Object.values(refs.cmake)]) {
    const [page = '', anchor] = target.url.split('#');
    const anchors = pages.get(page) ?? new Set<string>();
    if (anchor) anchors.add(decodeURIComponent(anchor));
    pages.set(page, anchors);
  }
  return pages;
}

/** The ids (and old-style `name`s of anchors) an HTML page defines. */
export function anchorsIn(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi))
    ids.add(match[1] ?? match[2] ?? match[3] ?? '');
  return ids;
}

/** Expected anchors the page lacks, sorted. */
export function missingAnchors(expected: ReadonlySet<string>, html: string): string[] {
  const present = anchorsIn(html);
  return [...expected].filter((anchor) => !present.has(anchor)).sort();
}
