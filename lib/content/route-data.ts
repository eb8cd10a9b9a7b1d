import { docFiles, getDoc, listDocs, type DocPage } from './docs';
import { getGlossary, pageTerms, type TermLink } from './glossary';
import type { OutlineSection } from './doc-outline';
import type { LastUpdate } from './last-update';
import { memoOnFiles } from './fresh-memo';
import { getVersion, latestVersion, type DocsVersion } from './versions';
import { flattenSidebar, loadSidebars, sidebarsFile, type Sidebar, type SidebarItem } from './sidebars';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLink {
  label: string;
  href: string;
}

export interface TocEntry {
  depth: 2 | 3;
  title: string;
  anchor: string;
}

/** Everything a docs page renders besides its body; components read it and never recompute navigation. */
export interface DocRouteData {
  doc: DocPage;
  sidebar: Sidebar | null;
  breadcrumbs: Crumb[];
  toc: TocEntry[];
  previous: PageLink | null;
  next: PageLink | null;
  lastUpdate: LastUpdate | null;
  /** The glossary terms the body links with `<Term id="…">`, by id. */
  terms: Record<string, TermLink>;
}

const sidebarsByVersion = new Map<string, () => Sidebar[]>();

/** The sidebars of a version, resolved against its guides. */
export function getSidebars(version: DocsVersion = latestVersion()): Sidebar[] {
  let memo = sidebarsByVersion.get(version.sidebarsFile);
  if (!memo) {
    memo = memoOnFiles(
      () => [sidebarsFile(version), ...docFiles(version)],
      () => loadSidebars(listDocs(version), version),
    );
    sidebarsByVersion.set(version.sidebarsFile, memo);
  }
  return memo();
}

export function getSidebar(id: string, version: DocsVersion = latestVersion()): Sidebar | null {
  return getSidebars(version).find((sidebar) => sidebar.id === id) ?? null;
}

/** The sidebar that shows a doc: its frontmatter choice, else the first sidebar listing it. */
export function sidebarForDoc(doc: DocPage): Sidebar | null {
  const version = getVersion(doc.version);
  if (doc.displayedSidebar) return getSidebar(doc.displayedSidebar, version);
  return (
    getSidebars(version).find((sidebar) =>
      flattenSidebar(sidebar.items).some((item) => item.docId === doc.id),
    ) ?? null
  );
}

export function tocFromSections(sections: readonly OutlineSection[]): TocEntry[] {
  return sections.flatMap((section) =>
    section.depth === 2 || section.depth === 3
      ? [{ depth: section.depth, title: section.title, anchor: section.anchor }]
      : [],
  );
}

/** The category trail from the sidebar root to the item with this href. */
export function sidebarTrail(items: readonly SidebarItem[], href: string): string[] | null {
  for (const item of items) {
    if (item.type === 'link' && item.href === href) return [];
    if (item.type === 'category') {
      const inner = sidebarTrail(item.items, href);
      if (inner) return [item.label, ...inner];
    }
  }
  return null;
}

export function getDocRouteData(id: string, version: DocsVersion = latestVersion()): DocRouteData | null {
  const doc = getDoc(id, version);
  if (!doc) return null;
  const sidebar = sidebarForDoc(doc);
  const links = sidebar ? flattenSidebar(sidebar.items).filter((item) => item.docId) : [];
  const index = links.findIndex((item) => item.docId === doc.id);
  const toLink = (item: (typeof links)[number] | undefined): PageLink | null =>
    item ? { label: item.label, href: item.href } : null;
  const trail = sidebar ? (sidebarTrail(sidebar.items, doc.url) ?? []) : [];
  return {
    doc,
    sidebar,
    breadcrumbs: [
      { label: 'Docs', href: version.path },
      ...trail.map((label) => ({ label })),
      { label: doc.sidebarLabel },
    ],
    toc: tocFromSections(doc.outline.sections),
    previous: index > 0 ? toLink(links[index - 1]) : null,
    next: index >= 0 ? toLink(links[index + 1]) : null,
    lastUpdate: doc.lastUpdate,
    terms: pageTerms(doc.file, doc.outline.terms, getGlossary(version)),
  };
}
