import { renderInline } from '@/lib/api/pages/doc-view';
import type { ApiAlias, ApiEnum, ApiFunctionSet, ApiRecord } from '@/lib/api/model/schema';
import { API_INDEX_TITLES, apiFrame, apiIndexUrl, nameInNamespace } from '@/lib/api/pages/frame';
import type { ApiIndexPageData, IndexEntry, IndexGroup } from '@/lib/api/pages/view-types';
import {
  aliasKindLabel,
  enumKindLabel,
  getRenderContext,
  recordDisplayName,
  recordKindLabel,
  type RenderContext,
} from '@/lib/api/pages/render-context';
import { apiSymbolUrl } from '@/lib/api/kinds/urls';

export type ListedKind = 'records' | 'enums' | 'aliases' | 'functions';

const INTROS: Record<ListedKind, string> = {
  records: 'Classes, structs and class template specialisations of the Celerity API, by namespace.',
  enums: 'Enumerations of the Celerity API, by namespace.',
  aliases: 'Type aliases, alias templates and using-declarations of the Celerity API, by namespace.',
  functions:
    'Free functions and function templates of the Celerity API, by namespace; each page lists all overloads.',
};

type Listed = ApiRecord | ApiEnum | ApiAlias | ApiFunctionSet;

function namespaceOf(symbol: Listed, ctx: RenderContext): string {
  if (symbol.kind === 'function-set') return symbol.namespace;
  const short = nameInNamespace(symbol.qualifiedName, ctx.model);
  return symbol.qualifiedName.slice(0, Math.max(0, symbol.qualifiedName.length - short.length - 2));
}

function kindLabel(symbol: Listed): string {
  switch (symbol.kind) {
    case 'record':
      return recordKindLabel(symbol);
    case 'enum':
      return enumKindLabel(symbol);
    case 'alias':
      return aliasKindLabel(symbol);
    case 'function-set':
      return symbol.overloads.length > 1 ? `function (${symbol.overloads.length} overloads)` : 'function';
  }
}

function briefOf(symbol: Listed): string | undefined {
  return symbol.kind === 'function-set'
    ? symbol.overloads.find((fn) => fn.doc?.brief)?.doc?.brief
    : symbol.doc?.brief;
}

export async function indexEntry(symbol: Listed, ctx: RenderContext): Promise<IndexEntry> {
  const name = symbol.kind === 'record' ? recordDisplayName(symbol) : symbol.qualifiedName;
  return {
    name: nameInNamespace(name, ctx.model),
    href: apiSymbolUrl(symbol),
    kindLabel: kindLabel(symbol),
    briefHtml: await renderInline(briefOf(symbol), ctx),
  };
}

/** Entries grouped by namespace; groups and entries in alphabetical order. */
export async function groupByNamespace(symbols: Listed[], ctx: RenderContext): Promise<IndexGroup[]> {
  const groups = new Map<string, Listed[]>();
  for (const symbol of symbols) {
    const ns = namespaceOf(symbol, ctx);
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
  kind: ListedKind,
  ctx: RenderContext = getRenderContext(),
): Promise<ApiIndexPageData> {
  const symbols: Listed[] = ctx.model[kind];
  const groups = await groupByNamespace(symbols, ctx);
  const title = API_INDEX_TITLES[kind];
  const frame = apiFrame({
    kind,
    title: `API reference: ${title.toLowerCase()}`,
    description: INTROS[kind],
    path: apiIndexUrl(kind),
    toc: groups.map((g) => ({ depth: 2, title: g.namespace, anchor: g.id })),
  });
  return { frame, heading: title, intro: INTROS[kind], groups };
}
