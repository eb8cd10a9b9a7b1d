import type { HistoryRef } from '@/lib/api/history/badges';
import type { BackReference, GuideBackReference } from '@/lib/api/xref/back-references';
import type { LibraryExampleMap } from '@/lib/api/xref/library-examples';
import type { LastUpdate } from '@/lib/content/last-update';
import type { Crumb, TocEntry } from '@/lib/content/route-data';
import type { Sidebar } from '@/lib/content/sidebars';

// View data of the API reference pages. lib/api builds it (with highlighted, cross-linked HTML
// strings); components/api only lays it out. HTML strings are trusted: they come from our Markdown
// pipeline (raw HTML escaped) and our signature highlighter (text escaped).

export interface DocView {
  /** Inline HTML (no wrapping paragraph). */
  briefHtml: string;
  /** Block HTML of the description, may be empty. */
  bodyHtml: string;
  notesHtml: string[];
  warningsHtml: string[];
  deprecatedHtml?: string;
  see: SeeAlsoLink[];
}

export interface SeeAlsoLink {
  label: string;
  href?: string;
}

export interface ParamRow {
  name: string;
  /** Highlighted, cross-linked type (or `typename`/`template <…> class` for template parameters). */
  typeHtml: string;
  defaultValue?: string;
  descriptionHtml: string;
}

export interface OverloadView {
  anchor: string;
  signatureHtml: string;
  access?: 'protected';
  doc: DocView | null;
  templateParams: ParamRow[];
  params: ParamRow[];
  returns?: { typeHtml: string; descriptionHtml: string };
  history?: HistoryRef;
}

/** What the head of an API page says (title, description, canonical path). */
export interface ApiPageMeta {
  title: string;
  description: string;
  path: string;
}

/** Data shared by every API page: what the layout and breadcrumbs need (the head: routes.ts). */
export interface ApiPageFrame {
  sidebar: Sidebar | null;
  activeHref: string;
  breadcrumbs: Crumb[];
  toc: TocEntry[];
  /** Symbol pages: the guide sections and API examples that use the symbol (null: none). */
  usedIn: { guides: GuideBackReference[]; examples: BackReference[]; moreExamples: number } | null;
  /** Symbol pages of a build from a library checkout: uses in its examples (null: none). */
  libraryExamples: LibraryExampleMap[string] | null;
  /** Symbol pages: the last commit of the header the symbol is declared in; listings: the newest of theirs. */
  lastUpdate: LastUpdate | null;
  /** Label of the docs version the page documents (the history badges are seen from it). */
  viewedVersion: string;
}

export interface SymbolHeaderView {
  qualifiedName: string;
  kindLabel: string;
  declarationHtml: string;
  declaredAt: { file: string; line: number; url: string };
  doc: DocView | null;
  history?: HistoryRef;
}

export interface MemberNameView {
  /** Heading anchor shared by the overloads of one name. */
  id: string;
  name: string;
  overloads: OverloadView[];
  /** Set when the overloads are documented on a member page: what the record page shows instead. */
  page?: MemberPageLink;
}

export interface MemberPageLink {
  href: string;
  /** The distinct briefs of the overloads (inline HTML). */
  briefsHtml: string[];
  count: number;
}

export interface MemberTypeView {
  id: string;
  name: string;
  href: string;
  kindLabel: string;
  briefHtml: string;
}

export interface FieldView {
  anchor: string;
  name: string;
  signatureHtml: string;
  doc: DocView | null;
  history?: HistoryRef;
}

export interface MemberGroupView {
  id: string;
  title: string;
  types?: MemberTypeView[];
  functions?: MemberNameView[];
  fields?: FieldView[];
}

export interface RecordPageData {
  frame: ApiPageFrame;
  header: SymbolHeaderView;
  templateParams: ParamRow[];
  bases: Array<{ access: string; html: string }>;
  /** The primary template of a specialisation, or the specialisations of a primary template. */
  related: { title: string; links: Array<{ label: string; href: string }> } | null;
  groups: MemberGroupView[];
  deductionGuides: string[];
}

export interface FunctionPageData {
  frame: ApiPageFrame;
  header: Omit<SymbolHeaderView, 'declarationHtml' | 'doc'>;
  /** The class of a member page. */
  memberOf?: { label: string; href: string };
  overloads: Array<OverloadView & { label: string; declaredAt: { file: string; line: number; url: string } }>;
}

export interface EnumPageData {
  frame: ApiPageFrame;
  header: SymbolHeaderView;
  values: Array<{ name: string; value?: string; descriptionHtml: string; history?: HistoryRef }>;
}

export interface AliasPageData {
  frame: ApiPageFrame;
  header: SymbolHeaderView;
  templateParams: ParamRow[];
}

export interface MacroPageData {
  frame: ApiPageFrame;
  header: SymbolHeaderView;
  /** The value as the headers define it, where they fix one. */
  value?: string;
}

export interface IndexEntry {
  name: string;
  href: string;
  kindLabel: string;
  /** Deprecated in the version listed. */
  deprecated?: boolean;
  briefHtml: string;
}

/** A page of a namespace's symbols of one kind, labelled with the first and last name on it. */
export interface NamespacePageLink {
  href: string;
  label: string;
}

export interface IndexGroup {
  id: string;
  namespace: string;
  /** A `detail` namespace: the library's internals, listed after the public namespaces. */
  internal: boolean;
  count: number;
  /** Empty when the group is listed on pages of its own (`pages`). */
  entries: IndexEntry[];
  pages: NamespacePageLink[];
}

export interface ApiIndexPageData {
  frame: ApiPageFrame;
  heading: string;
  intro: string;
  groups: IndexGroup[];
  /** On a namespace page: every page of the namespace, this one marked. */
  pager?: { pages: NamespacePageLink[]; current: number };
}

/**
 * A variable or concept listed (and anchored) on the namespaces page: in full (highlighted
 * declaration and docs), or compact (plain declaration and brief) in internal namespaces of a large API.
 */
export type NamespaceItemView = { id: string; name: string; kindLabel: string; history?: HistoryRef } & (
  { signatureHtml: string; doc: DocView | null } | { declaration: string; briefHtml: string }
);

/** A namespace's members of one kind: named, on namespace pages of their own, or listed at `href`. */
export interface NamespaceMemberList {
  title: string;
  count: number;
  entries: IndexEntry[];
  pages: NamespacePageLink[];
  href?: string;
}

interface NamespaceSectionView {
  id: string;
  qualifiedName: string;
  briefHtml: string;
  internal: boolean;
  lists: NamespaceMemberList[];
  items: NamespaceItemView[];
}

export interface NamespacesPageData {
  frame: ApiPageFrame;
  sections: NamespaceSectionView[];
  /**
   * Per version label, the changes page section that lists what that version changed: a listing page links
   * "changed in" there instead of carrying every former declaration.
   */
  changedIn: Record<string, string>;
}
