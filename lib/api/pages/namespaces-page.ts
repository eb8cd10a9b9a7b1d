import { symbolHistoryRef, withHistory } from './history-refs';
import {
  isNamespacedKind,
  API_KIND_NAMES,
  API_KINDS,
  kindEntry,
  PAGED_KINDS,
  SECTION_KINDS,
  type PagedKind,
  type SectionKind,
  type SymbolOf,
} from '@/lib/api/kinds/registry';
import { apiIndexUrl, apiSymbolUrl, findSymbol } from '@/lib/api/kinds/urls';
import { apiBaseOfModel } from '@/lib/api/kinds/url-base';
import {
  compactNamespacesPage,
  compareNamespaces,
  indexLayout,
  isInternalNamespace,
  NAMESPACE_INLINE_MAX,
} from '@/lib/api/kinds/index-layout';
import { templateHead } from '@/lib/api/model/format';
import type { ApiModel, ApiNamespace, ApiSymbol } from '@/lib/api/model/schema';
import { changesStepUrl, listChangeSteps } from '@/lib/api/pages/changes-page';
import { buildDocView, renderInline } from '@/lib/api/pages/doc-view';
import { apiFrame } from '@/lib/api/pages/frame';
import { indexEntry, indexGroupId, namespacePageLinks } from '@/lib/api/pages/index-page';
import { codeHtml } from '@/lib/api/pages/declaration-views';
import { getRenderContext, type RenderContext } from '@/lib/api/pages/render-context';
import type {
  IndexEntry,
  NamespaceItemView,
  NamespaceMemberList,
  NamespacesPageData,
} from '@/lib/api/pages/view-types';
import { layoutDeclaration } from '@/lib/api/pages/declaration-layout';

// One page for all namespaces: each namespace is a section anchored by its id, listing its members
// with pages of their own (links) and, in full, the members of kinds that live on this page
// (variables, concepts). Public namespaces come first. On a large API's page (compact) a long list,
// or any list of an internal namespace, is a link to where its members are listed, and internal
// variables show their declaration as plain text with the brief, so the page stays small.

type SectionItem = SymbolOf<SectionKind>;

/** How a symbol shown in full here is declared; one function per kind that lives on this page. */
const DECLARATIONS: { [K in SectionKind]: (item: SymbolOf<K>) => string } = {
  variables: (item) =>
    `${[...item.specifiers, item.type, item.name].join(' ')}${item.value !== undefined ? ` = ${item.value}` : ''};`,
  concepts: (item) => `concept ${item.name} = ${item.constraint};`,
};

/** The declaration of a variable or concept (`kind`), template head included. */
export function sectionItemDeclaration(kind: SectionKind, item: SectionItem): string {
  const head = item.templateParams?.length ? `${templateHead(item.templateParams)}\n` : '';
  // The item is of `kind` (it was listed under that kind), which TypeScript cannot follow here.
  const declare = DECLARATIONS[kind] as (item: SectionItem) => string;
  return `${head}${declare(item)}`;
}

async function itemView(
  kind: SectionKind,
  item: SectionItem,
  brief: boolean,
  ctx: RenderContext,
): Promise<NamespaceItemView> {
  const declaration = sectionItemDeclaration(kind, item);
  // Compact items (internal namespaces of a large API) go without history badges: the page lists
  // hundreds of them and must stay within the size of a listing page.
  const base = {
    id: item.id,
    name: item.name,
    kindLabel: API_KINDS[kind].label(),
    ...(brief ? {} : withHistory(symbolHistoryRef(item, ctx.model))),
  };
  if (brief) return { ...base, declaration, briefHtml: await renderInline(item.doc?.brief, ctx) };
  return {
    ...base,
    // The declared name is not linked to the entry it is in.
    signatureHtml: await codeHtml(layoutDeclaration(declaration), item.scope, ctx, apiSymbolUrl(item)),
    doc: await buildDocView(item.doc, item.scope, ctx, item.deprecated),
  };
}

const defined = <T>(values: Array<T | undefined>): T[] => values.filter((v): v is T => v !== undefined);
const byName = (a: IndexEntry, b: IndexEntry) => a.name.localeCompare(b.name);

/** The members of `kind` in a namespace: named, or (collapsed) a link to where they are listed. */
async function memberList(
  kind: PagedKind,
  namespace: string,
  keys: string[],
  collapse: (count: number) => boolean,
  ctx: RenderContext,
): Promise<NamespaceMemberList> {
  const title = API_KINDS[kind].index.title;
  const group = indexLayout(kind, ctx.model).find((g) => g.namespace === namespace);
  const symbols = defined(keys.map((key) => findSymbol(kind, key, ctx.model)));
  if (group && group.pages > 0)
    return { title, count: group.symbols.length, entries: [], pages: namespacePageLinks(kind, group, ctx) };
  if (group && collapse(symbols.length))
    return {
      title,
      count: group.symbols.length,
      entries: [],
      pages: [],
      href: `${apiIndexUrl(kind, apiBaseOfModel(ctx.model))}#${indexGroupId(namespace)}`,
    };
  const entries = await Promise.all(symbols.map((symbol) => indexEntry(symbol, ctx)));
  return { title, count: symbols.length, entries: entries.sort(byName), pages: [] };
}

/**
 * What a namespace's section lists: its members of every kind, named or behind a link to their list.
 * Nested classes are not among them (their class's page lists them).
 */
const namespaceMembers = (ns: ApiNamespace, model: ApiModel): ApiSymbol[] =>
  API_KIND_NAMES.filter(isNamespacedKind).flatMap((kind) =>
    defined(ns.members[kind].map((key) => findSymbol(kind, key, model))),
  );

export async function getNamespacesPageData(
  ctx: RenderContext = getRenderContext(),
): Promise<NamespacesPageData> {
  const { model } = ctx;
  const compact = compactNamespacesPage(model);
  const namespaces = [...model.namespaces].sort((a, b) =>
    compareNamespaces(a.qualifiedName, b.qualifiedName),
  );
  const sections = await Promise.all(
    namespaces.map(async (ns) => {
      const internal = isInternalNamespace(ns.qualifiedName);
      const collapse = (count: number) => compact && (internal || count > NAMESPACE_INLINE_MAX);
      const children = defined(ns.members.namespaces.map((id) => findSymbol('namespaces', id, model)));
      const lists = [
        {
          title: API_KINDS.namespaces.index.title,
          count: children.length,
          pages: [],
          entries: children
            .map((child) => ({
              name: child.name,
              // A child's section is on this page: a fragment link, which also keeps a large API's page small.
              href: `#${child.id}`,
              kindLabel: 'namespace',
              briefHtml: '',
            }))
            .sort(byName),
        },
        ...(await Promise.all(
          PAGED_KINDS.filter(isNamespacedKind).map((kind) =>
            memberList(kind, ns.qualifiedName, ns.members[kind], collapse, ctx),
          ),
        )),
      ].filter((list) => list.count > 0);
      const items = SECTION_KINDS.flatMap((kind) =>
        defined(ns.members[kind].map((key) => findSymbol(kind, key, model))).map((item) => ({ kind, item })),
      ).sort((a, b) => a.item.name.localeCompare(b.item.name));
      return {
        id: ns.id,
        qualifiedName: ns.qualifiedName,
        internal,
        briefHtml: await renderInline(kindEntry('namespaces').brief(ns), ctx),
        lists,
        items: await Promise.all(
          items.map(({ kind, item }) => itemView(kind, item, compact && internal, ctx)),
        ),
      };
    }),
  );
  const frame = apiFrame({
    kind: 'namespaces',
    listed: { symbols: namespaces.flatMap((ns) => [ns, ...namespaceMembers(ns, model)]), model },
    toc: sections.map((s) => ({
      depth: 2,
      title: s.internal ? `${s.qualifiedName} (internal)` : s.qualifiedName,
      anchor: s.id,
    })),
  });
  const changedIn = Object.fromEntries(
    listChangeSteps().map((step) => [step.to, `${changesStepUrl(step)}#changed`]),
  );
  return { frame, sections, changedIn };
}
