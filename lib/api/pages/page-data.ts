import type { IndexKind, PagedKind, SubpagedKind, SymbolOf } from '@/lib/api/kinds/registry';
import { findSymbol } from '@/lib/api/kinds/urls';
import { getAliasPageData } from '@/lib/api/pages/alias-page';
import { getEnumPageData } from '@/lib/api/pages/enum-page';
import { getFunctionPageData } from '@/lib/api/pages/function-page';
import { findNamespacePage } from '@/lib/api/kinds/index-layout';
import { getApiIndexPageData, getNamespacePageData } from '@/lib/api/pages/index-page';
import { getApiHomePageData, type ApiHomePageData } from '@/lib/api/pages/home-page';
import { getMacroPageData } from '@/lib/api/pages/macro-page';
import { getMemberPageData } from '@/lib/api/pages/member-function-page';
import { getNamespacesPageData } from '@/lib/api/pages/namespaces-page';
import { getRecordPageData } from '@/lib/api/pages/record-page';
import { getRenderContext, type RenderContext } from '@/lib/api/pages/render-context';
import type { ApiPage } from '@/lib/api/pages/routes';
import type {
  AliasPageData,
  ApiIndexPageData,
  EnumPageData,
  FunctionPageData,
  MacroPageData,
  NamespacesPageData,
  RecordPageData,
} from '@/lib/api/pages/view-types';

// The view data of any API page, tagged with the view that lays it out. The tables are typed over
// the kind registry: a kind with pages, an index or subpages and no builder here does not compile.

export type ApiPageData =
  | { view: 'home'; data: ApiHomePageData }
  | { view: 'index'; data: ApiIndexPageData }
  | { view: 'namespaces'; data: NamespacesPageData }
  | { view: 'record'; data: RecordPageData }
  | { view: 'enum'; data: EnumPageData }
  | { view: 'alias'; data: AliasPageData }
  | { view: 'function'; data: FunctionPageData }
  | { view: 'macro'; data: MacroPageData };

type Built = Promise<ApiPageData | null>;
const tag =
  <V extends ApiPageData['view']>(view: V) =>
  (data: Extract<ApiPageData, { view: V }>['data'] | null) =>
    data ? ({ view, data } as ApiPageData) : null;

const INDEX_PAGES: { [K in IndexKind]: (ctx: RenderContext) => Built } = {
  records: (ctx) => getApiIndexPageData('records', ctx).then(tag('index')),
  enums: (ctx) => getApiIndexPageData('enums', ctx).then(tag('index')),
  aliases: (ctx) => getApiIndexPageData('aliases', ctx).then(tag('index')),
  functions: (ctx) => getApiIndexPageData('functions', ctx).then(tag('index')),
  macros: (ctx) => getApiIndexPageData('macros', ctx).then(tag('index')),
  namespaces: (ctx) => getNamespacesPageData(ctx).then(tag('namespaces')),
};

const SYMBOL_PAGES: { [K in PagedKind]: (symbol: SymbolOf<K>, ctx: RenderContext) => Built } = {
  records: (record, ctx) => getRecordPageData(record, ctx).then(tag('record')),
  enums: (value, ctx) => getEnumPageData(value, ctx).then(tag('enum')),
  aliases: (alias, ctx) => getAliasPageData(alias, ctx).then(tag('alias')),
  functions: (set, ctx) => getFunctionPageData(set, ctx).then(tag('function')),
  macros: (macro, ctx) => getMacroPageData(macro, ctx).then(tag('macro')),
};

const SUBPAGES: { [K in SubpagedKind]: (symbol: SymbolOf<K>, sub: string, ctx: RenderContext) => Built } = {
  records: (record, sub, ctx) => getMemberPageData(record, sub, ctx).then(tag('function')),
};

function symbolPage<K extends PagedKind>(kind: K, key: string, ctx: RenderContext): Built {
  const symbol = findSymbol(kind, key, ctx.model);
  return symbol ? SYMBOL_PAGES[kind](symbol, ctx) : Promise.resolve(null);
}

function subpage<K extends SubpagedKind>(kind: K, key: string, sub: string, ctx: RenderContext): Built {
  const symbol = findSymbol(kind, key, ctx.model);
  return symbol ? SUBPAGES[kind](symbol, sub, ctx) : Promise.resolve(null);
}

function namespacePage(kind: PagedKind, namespace: string, page: number, ctx: RenderContext): Built {
  const found = findNamespacePage(kind, namespace, page, ctx.model);
  return found
    ? getNamespacePageData(kind, found.group, found.page, ctx).then(tag('index'))
    : Promise.resolve(null);
}

export function getApiPageData(page: ApiPage, ctx: RenderContext = getRenderContext()): Built {
  switch (page.type) {
    case 'home':
      return Promise.resolve(tag('home')(getApiHomePageData(ctx.model)));
    case 'index':
      return INDEX_PAGES[page.kind](ctx);
    case 'namespace':
      return namespacePage(page.kind, page.namespace, page.page, ctx);
    case 'symbol':
      return symbolPage(page.kind, page.key, ctx);
    case 'subpage':
      return subpage(page.kind, page.key, page.sub, ctx);
  }
}
