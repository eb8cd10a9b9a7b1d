// The docs home's overview of the guides: every guide of the `docs` sidebar, grouped by sidebar category,
// each with its frontmatter description. Derived from the sidebar, so a guide added to
// content/sidebars.yaml appears on the docs home without a second edit.
import { ContentError } from './content-error';
import { getDoc, type DocPage } from './docs';
import { displayPath } from './paths';
import { getSidebar } from './route-data';
import { flattenSidebar, sidebarsFile, type Sidebar } from './sidebars';
import { latestVersion, type DocsVersion } from './versions';

/** The sidebar the docs home lists. */
export const DOCS_SIDEBAR_ID = 'docs';

export interface GuideIndexEntry {
  label: string;
  href: string;
  description: string;
}

export interface GuideIndexSection {
  category: string;
  guides: GuideIndexEntry[];
}

/**
 * One section per top-level category, in sidebar order, with the category's guides in sidebar order.
 * Plain links (`{ label, href }`) are not guides and have no description, so they are left out, and so
 * is a category left without guides.
 */
export function guideIndex(
  sidebar: Sidebar,
  docById: (id: string) => DocPage | undefined,
): GuideIndexSection[] {
  return sidebar.items.flatMap((item) => {
    // resolveSidebars puts only categories at the top level.
    if (item.type !== 'category') return [];
    const guides = flattenSidebar(item.items).flatMap((link) => {
      if (!link.docId) return [];
      const doc = docById(link.docId);
      // Sidebars are resolved against the same doc list, so this is a bug, not an authoring mistake.
      if (!doc) throw new Error(`sidebar "${sidebar.id}" lists "${link.docId}", which is not a loaded doc`);
      return [{ label: link.label, href: link.href, description: doc.description }];
    });
    if (guides.length === 0) return [];
    return [{ category: item.label, guides }];
  });
}

/** The guide index of the docs home, from the current `docs` sidebar. */
export function docsHomeGuideIndex(version: DocsVersion = latestVersion()): GuideIndexSection[] {
  const sidebar = getSidebar(DOCS_SIDEBAR_ID, version);
  if (!sidebar) {
    throw new ContentError(
      displayPath(sidebarsFile(version)),
      `no sidebar "${DOCS_SIDEBAR_ID}": the docs home lists the guides of that sidebar`,
    );
  }
  return guideIndex(sidebar, (id) => getDoc(id, version));
}
