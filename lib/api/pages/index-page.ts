import {
  indexLayout,
  nameInNamespace,
  NAMESPACE_PAGE_SIZE,
  namespacePageUrl,
  type IndexGroupLayout,
} from '@/lib/api/kinds/index-layout';
import { API_KINDS, isNamespacedKind, kindEntry, type PagedKind } from '@/lib/api/kinds/registry';
import { apiSymbolUrl, kindOf } from '@/lib/api/kinds/urls';
import type { ApiSymbol } from '@/lib/api/model/schema';
import { renderInline } from '@/lib/api/pages/doc-view';
import { apiFrame } from '@/lib/api/pages/frame';
import { apiBaseOfModel } from '@/lib/api/kinds/url-base';
import type { ApiIndexPageData, IndexEntry, IndexGroup, NamespacePageLink } from '@/lib/api/pages/view-types';
import { getRenderContext, type RenderContext } from '@/lib/api/pages/render-context';

// The index page of a kind with pages of its own, and the pages of its large namespaces (see
// kinds/index-layout.ts): every symbol with its label and brief, by namespace.

/** Deprecated in this version: the declaration, or every overload of a function. */
function isDeprecated(symbol: ApiSymbol): boolean {
  if (symbol.kind === 'function-set') return symbol.overloads.every((fn) => fn.deprecated !== undefined);
  return 'deprecated' in symbol && symbol.deprecated !== undefined;
}

/** One line of a listing: the name within its namespace, a link, the kind label and the brief. */
export async function indexEntry(symbol: ApiSymbol, ctx: RenderContext): Promise<IndexEntry> {
  const entry = kindEntry(kindOf(symbol));
  return {
    name: nameInNamespace(entry.name(symbol), ctx.model),
    href: apiSymbolUrl(symbol),
    kindLabel: entry.listLabel?.(symbol) ?? entry.label(symbol),
    ...(isDeprecated(symbol) ? { deprecated: true } : {}),
    briefHtml: await renderInline(entry.brief(symbol), ctx),
  };
}

/** A group's heading; macros belong to no namespace, not even the global one. */
const displayNamespace = (kind: PagedKind, namespace: string) =>
  isNamespacedKind(kind) ? namespace || '(global namespace)' : '(no namespace)';
/** Anchor of a namespace's group on an index page. */
export const indexGroupId = (namespace: string) => `ns-${namespace.replace(/::/g, '-') || 'global'}`;

/** The namespace pages of a group, each labelled `first – last` by the names on it. */
export function namespacePageLinks(kind: PagedKind, group: IndexGroupLayout, ctx: RenderContext) {
  const entry = kindEntry(kind);
  const name = (symbol: ApiSymbol | undefined) =>
    symbol ? nameInNamespace(entry.name(symbol), ctx.model) : '';
  return Array.from({ length: group.pages }, (_, i): NamespacePageLink => {
    const onPage = group.symbols.slice(i * NAMESPACE_PAGE_SIZE, (i + 1) * NAMESPACE_PAGE_SIZE);
    return {
      href: namespacePageUrl(kind, group.namespace, i + 1, apiBaseOfModel(ctx.model)),
      label: `${name(onPage[0])} – ${name(onPage.at(-1))}`,
    };
  });
}

async function indexGroup(
  kind: PagedKind,
  group: IndexGroupLayout,
  symbols: ApiSymbol[],
  ctx: RenderContext,
): Promise<IndexGroup> {
  return {
    id: indexGroupId(group.namespace),
    namespace: displayNamespace(kind, group.namespace),
    internal: group.internal,
    count: group.symbols.length,
    entries: await Promise.all(symbols.map((symbol) => indexEntry(symbol, ctx))),
    pages: group.pages > 0 && symbols.length === 0 ? namespacePageLinks(kind, group, ctx) : [],
  };
}

const tocOf = (groups: IndexGroup[]) =>
  groups.map((g) => ({
    depth: 2 as const,
    title: g.internal ? `${g.namespace} (internal)` : g.namespace,
    anchor: g.id,
  }));

export async function getApiIndexPageData(
  kind: PagedKind,
  ctx: RenderContext = getRenderContext(),
): Promise<ApiIndexPageData> {
  const { title, intro } = API_KINDS[kind].index;
  const layout = indexLayout(kind, ctx.model);
  const groups = await Promise.all(
    layout.map((group) => indexGroup(kind, group, group.pages > 0 ? [] : group.symbols, ctx)),
  );
  // Symbols of a large namespace are named on its own pages, which this one links: it covers them too.
  const listed = { symbols: layout.flatMap((group) => group.symbols), model: ctx.model };
  return { frame: apiFrame({ kind, toc: tocOf(groups), listed }), heading: title, intro, groups };
}

/** Page `page` (from 1) of the symbols of `kind` in one large namespace. */
export async function getNamespacePageData(
  kind: PagedKind,
  group: IndexGroupLayout,
  page: number,
  ctx: RenderContext = getRenderContext(),
): Promise<ApiIndexPageData> {
  const { title } = API_KINDS[kind].index;
  const namespace = displayNamespace(kind, group.namespace);
  const onPage = group.symbols.slice((page - 1) * NAMESPACE_PAGE_SIZE, page * NAMESPACE_PAGE_SIZE);
  const pages = namespacePageLinks(kind, group, ctx);
  const shown = await indexGroup(kind, group, onPage, ctx);
  return {
    frame: apiFrame({
      kind,
      leaf: pages.length > 1 ? `${namespace} (${page}/${pages.length})` : namespace,
      listed: { symbols: onPage, model: ctx.model },
    }),
    heading: `${title} in ${namespace}`,
    intro: `${shown.count} ${title.toLowerCase()} in ${namespace}${pages.length > 1 ? `, ${NAMESPACE_PAGE_SIZE} a page in name order` : ''}.`,
    groups: [shown],
    pager: { pages, current: page },
  };
}
