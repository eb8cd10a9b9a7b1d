import { API_KINDS, kindEntry, type PagedKind } from '@/lib/api/kinds/registry';
import { apiSymbolUrl, kindOf } from '@/lib/api/kinds/urls';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';
import { renderInline } from '@/lib/api/pages/doc-view';
import { apiFrame, nameInNamespace } from '@/lib/api/pages/frame';
import type { ApiIndexPageData, IndexEntry, IndexGroup } from '@/lib/api/pages/view-types';
import { getRenderContext, type RenderContext } from '@/lib/api/pages/render-context';

// The index page of a kind with pages of its own: every symbol with its label and brief, by namespace.

function namespaceOf(symbol: ApiSymbol, model: ApiModel): string {
  if (symbol.kind === 'function-set') return symbol.namespace;
  const short = nameInNamespace(symbol.qualifiedName, model);
  return symbol.qualifiedName.slice(0, Math.max(0, symbol.qualifiedName.length - short.length - 2));
}

/** One line of a listing: the name within its namespace, a link, the kind label and the brief. */
export async function indexEntry(symbol: ApiSymbol, ctx: RenderContext): Promise<IndexEntry> {
  const entry = kindEntry(kindOf(symbol));
  return {
    name: nameInNamespace(entry.name(symbol), ctx.model),
    href: apiSymbolUrl(symbol),
    kindLabel: entry.listLabel?.(symbol) ?? entry.label(symbol),
    briefHtml: await renderInline(entry.brief(symbol), ctx),
  };
}

/** Entries grouped by namespace; groups and entries in alphabetical order. */
export async function groupByNamespace(symbols: ApiSymbol[], ctx: RenderContext): Promise<IndexGroup[]> {
  const groups = new Map<string, ApiSymbol[]>();
  for (const symbol of symbols) {
    const ns = namespaceOf(symbol, ctx.model);
    groups.set(ns, [...(groups.get(ns) ?? []), symbol]);
  }
  const sorted = [...groups].sort(([a], [b]) => a.localeCompare(b));
  return Promise.all(
    sorted.map(async ([namespace, members]) => ({
      id: `ns-${namespace.replace(/::/g, '-') || 'global'}`,
      namespace: namespace || '(global namespace)',
      entries: (await Promise.all(members.map((m) => indexEntry(m, ctx)))).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    })),
  );
}

export async function getApiIndexPageData(
  kind: PagedKind,
  ctx: RenderContext = getRenderContext(),
): Promise<ApiIndexPageData> {
  const { title, intro } = API_KINDS[kind].index;
  const groups = await groupByNamespace(kindEntry(kind).symbols(ctx.model), ctx);
  const frame = apiFrame({
    kind,
    toc: groups.map((g) => ({ depth: 2, title: g.namespace, anchor: g.id })),
  });
  return { frame, heading: title, intro, groups };
}
