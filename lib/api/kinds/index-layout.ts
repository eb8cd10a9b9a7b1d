import { kindEntry, PAGED_KINDS, type PagedKind } from '@/lib/api/kinds/registry';
import { API_BASE } from '@/lib/api/kinds/url-base';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';

// How the index page of a kind with pages stays small as the API grows. A small index lists every
// symbol by namespace. A large one lists small namespaces in full and links each large namespace to
// pages of its own, a fixed number of symbols each, in name order:
//   /docs/api/records/in/celerity/detail/  and  /docs/api/records/in/celerity/detail/2/
// A symbol's page is /docs/api/{kind}/{id or slug}/ and a member page /docs/api/records/{id}/{member}/:
// `in` is no id, and every namespace page has at least three segments, so none can shadow a symbol.
// (A dot in a segment would read better, but Next.js treats such a path as a file: no trailing slash.)
// The namespaces page of a large API names only the members of small public namespaces and links
// the rest (namespace pages, or their namespace's group on the kind's index page).

/** Up to this many symbols, an index lists them all (the default build stays one page per kind). */
const INDEX_INLINE_MAX = 150;
/** In a larger index, a namespace with more symbols than this gets pages of its own. */
export const NAMESPACE_INLINE_MAX = 40;
/** Symbols per namespace page (about 250 bytes of HTML each, with the brief). */
export const NAMESPACE_PAGE_SIZE = 100;
/** Up to this many symbols with pages, the namespaces page names every namespace's members. */
const NAMESPACES_NAMED_MAX = 300;

export interface IndexGroupLayout {
  namespace: string;
  internal: boolean;
  /** In name order. */
  symbols: ApiSymbol[];
  /** How many namespace pages list the group; 0: the index lists it itself. */
  pages: number;
}

/** `celerity::detail`, `celerity::detail::utils`, `celerity_detail`: the library's internals. */
export function isInternalNamespace(namespace: string): boolean {
  return namespace.split('::').some((part) => part === 'detail' || part.endsWith('_detail'));
}

/** The innermost namespace that encloses a qualified name ('' for the global namespace). */
function enclosingNamespace(qualifiedName: string, model: ApiModel): string {
  let best = '';
  for (const ns of model.namespaces)
    if (qualifiedName.startsWith(`${ns.qualifiedName}::`) && ns.qualifiedName.length > best.length)
      best = ns.qualifiedName;
  return best;
}

function namespaceOfSymbol(symbol: ApiSymbol, model: ApiModel): string {
  return symbol.kind === 'function-set' ? symbol.namespace : enclosingNamespace(symbol.qualifiedName, model);
}

/** The name within its namespace: `buffer::tracker`. */
export function nameInNamespace(qualifiedName: string, model: ApiModel): string {
  const ns = enclosingNamespace(qualifiedName, model);
  return ns ? qualifiedName.slice(ns.length + 2) : qualifiedName;
}

/** Public namespaces first, then internal ones; alphabetical within each. */
export function compareNamespaces(a: string, b: string): number {
  return Number(isInternalNamespace(a)) - Number(isInternalNamespace(b)) || a.localeCompare(b);
}

const layoutCache = new WeakMap<ApiModel, Map<PagedKind, IndexGroupLayout[]>>();

/** The namespace groups of a kind's index, in page order, each with its namespace pages (if any). */
export function indexLayout(kind: PagedKind, model: ApiModel): IndexGroupLayout[] {
  let byKind = layoutCache.get(model);
  if (!byKind) layoutCache.set(model, (byKind = new Map()));
  const cached = byKind.get(kind);
  if (cached) return cached;
  const entry = kindEntry(kind);
  const symbols: ApiSymbol[] = entry.symbols(model);
  const groups = new Map<string, ApiSymbol[]>();
  for (const symbol of symbols) {
    const ns = namespaceOfSymbol(symbol, model);
    groups.set(ns, [...(groups.get(ns) ?? []), symbol]);
  }
  const sortName = (symbol: ApiSymbol) => nameInNamespace(entry.name(symbol), model);
  const split = symbols.length > INDEX_INLINE_MAX;
  const layout = [...groups]
    .sort(([a], [b]) => compareNamespaces(a, b))
    .map(([namespace, members]) => ({
      namespace,
      internal: isInternalNamespace(namespace),
      symbols: members
        .map((symbol) => ({ symbol, name: sortName(symbol) }))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(({ symbol }) => symbol),
      pages:
        split && members.length > NAMESPACE_INLINE_MAX ? Math.ceil(members.length / NAMESPACE_PAGE_SIZE) : 0,
    }));
  byKind.set(kind, layout);
  return layout;
}

/** Whether the namespaces page is compact: it names the members of small public namespaces only. */
export function compactNamespacesPage(model: ApiModel): boolean {
  return (
    PAGED_KINDS.reduce((sum, kind) => sum + kindEntry(kind).symbols(model).length, 0) > NAMESPACES_NAMED_MAX
  );
}

const GLOBAL_SEGMENT = 'global-namespace';

/** URL segments of a namespace's pages below /docs/api/{kind}/: `in/celerity/detail`. */
export function namespaceSegments(namespace: string): string[] {
  return ['in', ...(namespace ? namespace.split('::') : [GLOBAL_SEGMENT])];
}

/** `/docs/api/records/in/celerity/detail/` (page 1) and `…/in/celerity/detail/2/`. */
export function namespacePageUrl(
  kind: PagedKind,
  namespace: string,
  page = 1,
  base: string = API_BASE,
): string {
  const segments = [...namespaceSegments(namespace), ...(page > 1 ? [String(page)] : [])];
  return `${base}/${kind}/${segments.join('/')}/`;
}

/** The group of a namespace with pages of its own and the page number, or undefined. */
export function findNamespacePage(
  kind: PagedKind,
  namespace: string,
  page: number,
  model: ApiModel,
): { group: IndexGroupLayout; page: number } | undefined {
  const group = indexLayout(kind, model).find((g) => g.namespace === namespace);
  return group && page >= 1 && page <= group.pages ? { group, page } : undefined;
}
