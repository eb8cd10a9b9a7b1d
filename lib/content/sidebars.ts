import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ContentError, didYouMean } from './content-error';
import { MAIN_DOC_ID, type DocPage } from './docs';
import { displayPath } from './paths';
import { latestVersion, pathInVersion, type DocsVersion } from './versions';
import { parseYamlWithPlaces } from './yaml-file';

const linkItem = z.strictObject({
  label: z.string().min(1),
  href: z.string().regex(/^\/.*\/$/, 'expected "/path/"'),
});
const docItem = z.string().min(1);
const categoryItem = z.strictObject({
  category: z.string().min(1),
  items: z.array(z.union([docItem, linkItem])).min(1),
});
const sidebarsFileSchema = z.record(z.string().regex(/^[a-z][\w-]*$/), z.array(categoryItem).min(1));

export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; unlisted: boolean }
  | { type: 'category'; label: string; items: SidebarItem[]; collapsible: false; collapsed: false };

export interface Sidebar {
  id: string;
  items: SidebarItem[];
}

/** Checks the sidebars file on its own (YAML syntax, shape), before any doc id is resolved. */
export function readSidebarsFile(file: string = sidebarsFile()) {
  return parseYamlWithPlaces(displayPath(file), readFileSync(file, 'utf8'), sidebarsFileSchema);
}

/** Parses sidebars YAML and resolves doc ids; unknown ids fail with the file, the id and the known ids. */
export function resolveSidebars(
  file: string,
  source: string,
  docs: readonly DocPage[],
  version: Pick<DocsVersion, 'path'> = { path: '/docs/' },
): Sidebar[] {
  const { data: parsed, locate } = parseYamlWithPlaces(file, source, sidebarsFileSchema);
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const knownIds = [...byId.keys()];
  return Object.entries(parsed).map(([id, categories]) => ({
    id,
    items: categories.map((category, categoryIndex) => ({
      type: 'category' as const,
      label: category.category,
      collapsible: false as const,
      collapsed: false as const,
      items: category.items.flatMap((item, itemIndex): SidebarItem[] => {
        if (typeof item !== 'string')
          return [
            { type: 'link', label: item.label, href: pathInVersion(item.href, version), unlisted: false },
          ];
        const doc = byId.get(item);
        if (!doc) {
          const place = locate([id, categoryIndex, 'items', itemIndex]);
          throw new ContentError(
            file,
            `sidebar "${id}", category "${category.category}": unknown doc id "${item}".${didYouMean(item, knownIds)} Known doc ids: ${knownIds.join(', ')}`,
            place.line,
            place.column,
          );
        }
        if (doc.unlisted) return [];
        return [
          { type: 'link', label: doc.sidebarLabel, href: doc.url, docId: doc.id, unlisted: doc.unlisted },
        ];
      }),
    })),
  }));
}

/** Checks that every page naming a sidebar (displayed_sidebar) names one that exists. */
export function checkDisplayedSidebars(docs: readonly DocPage[], sidebars: readonly Sidebar[]): void {
  const known = sidebars.map((sidebar) => sidebar.id);
  for (const doc of docs) {
    if (doc.displayedSidebar && !known.includes(doc.displayedSidebar)) {
      throw new ContentError(
        doc.file,
        `frontmatter "displayed_sidebar": unknown sidebar id "${doc.displayedSidebar}".${didYouMean(doc.displayedSidebar, known)} Known sidebar ids: ${known.join(', ')}`,
      );
    }
  }
}

/**
 * Every guide is in a sidebar unless its frontmatter says it is deliberately reached by links only
 * (`outside_sidebars: true`); a forgotten sidebar entry would otherwise publish an orphan page. Drafts,
 * unlisted guides and the docs home are exempt.
 */
function checkSidebarMembership(docs: readonly DocPage[], sidebars: readonly Sidebar[], file: string): void {
  const listed = new Set(
    sidebars.flatMap((sidebar) => flattenSidebar(sidebar.items).flatMap((item) => item.docId ?? [])),
  );
  for (const doc of docs) {
    if (doc.id === MAIN_DOC_ID || doc.draft || doc.unlisted) continue;
    if (doc.outsideSidebars && listed.has(doc.id)) {
      throw new ContentError(
        doc.file,
        `frontmatter "outside_sidebars: true", but ${file} lists "${doc.id}". Remove one of the two.`,
      );
    }
    if (!doc.outsideSidebars && !listed.has(doc.id)) {
      throw new ContentError(
        doc.file,
        `the guide "${doc.id}" is in no sidebar. Add "${doc.id}" to a category in ${file}, or set "outside_sidebars: true" in its frontmatter if it is deliberately reached by links only.`,
      );
    }
  }
}

export function flattenSidebar(items: readonly SidebarItem[]): Array<Extract<SidebarItem, { type: 'link' }>> {
  return items.flatMap((item) => (item.type === 'link' ? [item] : flattenSidebar(item.items)));
}

export function sidebarsFile(version: DocsVersion = latestVersion()): string {
  return version.sidebarsFile;
}

export function loadSidebars(docs: readonly DocPage[], version: DocsVersion = latestVersion()): Sidebar[] {
  const file = sidebarsFile(version);
  const sidebars = resolveSidebars(displayPath(file), readFileSync(file, 'utf8'), docs, version);
  checkDisplayedSidebars(docs, sidebars);
  checkSidebarMembership(docs, sidebars, displayPath(file));
  return sidebars;
}
