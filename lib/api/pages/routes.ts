import { indexLayout, namespaceSegments } from '@/lib/api/kinds/index-layout';
import { plainBrief } from '@/lib/api/kinds/labels';
import {
  API_KINDS,
  INDEX_KINDS,
  kindEntry,
  PAGED_KINDS,
  SUBPAGED_KINDS,
  type IndexKind,
  type PagedKind,
  type SubpagedKind,
  type SymbolOf,
} from '@/lib/api/kinds/registry';
import { API_BASE, apiBaseOfModel } from '@/lib/api/kinds/url-base';
import { apiIndexUrl, apiSymbolUrl, findSymbol } from '@/lib/api/kinds/urls';
import { getApiModel } from '@/lib/api/model/load';
import type { ApiModel } from '@/lib/api/model/schema';
import { apiHomeMeta } from '@/lib/api/pages/home-page';
import { getMemberPageMeta } from '@/lib/api/pages/member-function-page';
import type { ApiPageMeta } from '@/lib/api/pages/view-types';

// Every page of the API reference, derived from the kind registry: the index pages, a page per
// symbol of a kind with pages, and the pages below them (member pages). The API route's
// generateStaticParams and the sitemap both list these, so they cannot disagree.

export type ApiPage =
  /** The reference's home, /docs/api/. */
  | { type: 'home' }
  | { type: 'index'; kind: IndexKind }
  /** Page `page` (from 1) of a large namespace's symbols of a kind (kinds/index-layout.ts). */
  | { type: 'namespace'; kind: PagedKind; namespace: string; page: number }
  | { type: 'symbol'; kind: PagedKind; key: string }
  | { type: 'subpage'; kind: SubpagedKind; key: string; sub: string };

/** Head of the pages below a symbol's page, per kind that has them. */
const SUBPAGE_META: { [K in SubpagedKind]: (symbol: SymbolOf<K>, sub: string) => ApiPageMeta | null } = {
  records: getMemberPageMeta,
};

function subpageMeta<K extends SubpagedKind>(kind: K, key: string, sub: string, model: ApiModel) {
  const symbol = findSymbol(kind, key, model);
  return symbol ? SUBPAGE_META[kind](symbol, sub) : null;
}

/** URL segments below /docs/api/: `['records', '73E846FEAC018FF5', 'parallel_for']`. */
export function apiPageSegments(page: ApiPage): string[] {
  if (page.type === 'home') return [];
  if (page.type === 'index') return [page.kind];
  if (page.type === 'namespace')
    return [page.kind, ...namespaceSegments(page.namespace), ...(page.page > 1 ? [String(page.page)] : [])];
  return page.type === 'symbol' ? [page.kind, page.key] : [page.kind, page.key, page.sub];
}

export function apiPagePath(page: ApiPage, base: string = API_BASE): string {
  return `${base}/${apiPageSegments(page)
    .map((segment) => `${segment}/`)
    .join('')}`;
}

/**
 * The home, index pages in sidebar order (alphabetical), namespace pages, then every kind's pages in
 * registry order.
 */
export function listApiPages(model: ApiModel = getApiModel()): ApiPage[] {
  const indexes = [...INDEX_KINDS].sort().map((kind): ApiPage => ({ type: 'index', kind }));
  const namespaces = PAGED_KINDS.flatMap((kind) =>
    indexLayout(kind, model).flatMap((group) =>
      Array.from({ length: group.pages }, (_, i): ApiPage => ({
        type: 'namespace',
        kind,
        namespace: group.namespace,
        page: i + 1,
      })),
    ),
  );
  const symbols = PAGED_KINDS.flatMap((kind) => {
    const entry = kindEntry(kind);
    return entry.symbols(model).map((symbol): ApiPage => ({ type: 'symbol', kind, key: entry.key(symbol) }));
  });
  const subpages = SUBPAGED_KINDS.flatMap((kind) => {
    const entry = kindEntry(kind);
    return entry.symbols(model).flatMap((symbol) =>
      (entry.subpages?.(symbol) ?? []).map((sub): ApiPage => ({
        type: 'subpage',
        kind,
        key: entry.key(symbol),
        sub,
      })),
    );
  });
  return [{ type: 'home' }, ...indexes, ...namespaces, ...symbols, ...subpages];
}

const pagesCache = new WeakMap<ApiModel, Map<string, ApiPage>>();

/** The page at `/docs/api/{segments}/`, or undefined when there is none. */
export function findApiPage(segments: string[], model: ApiModel = getApiModel()): ApiPage | undefined {
  let byPath = pagesCache.get(model);
  if (!byPath) {
    byPath = new Map(listApiPages(model).map((page) => [apiPageSegments(page).join('/'), page]));
    pagesCache.set(model, byPath);
  }
  return byPath.get(segments.join('/'));
}

/** Title, description and canonical path of a page, without rendering it. */
export function apiPageMeta(page: ApiPage, model: ApiModel = getApiModel()): ApiPageMeta | null {
  if (page.type === 'home') return apiHomeMeta(model);
  if (page.type === 'index') {
    const { title, intro } = API_KINDS[page.kind].index;
    return {
      title: `API reference: ${title.toLowerCase()}`,
      description: intro,
      path: apiIndexUrl(page.kind, apiBaseOfModel(model)),
    };
  }
  if (page.type === 'namespace') {
    const title = API_KINDS[page.kind].index.title;
    const namespace = page.namespace || 'the global namespace';
    return {
      title: `API reference: ${title.toLowerCase()} in ${namespace}${page.page > 1 ? ` (page ${page.page})` : ''}`,
      description: `The ${title.toLowerCase()} of the Celerity API in ${namespace}, in name order.`,
      path: apiPagePath(page, apiBaseOfModel(model)),
    };
  }
  if (page.type === 'subpage') return subpageMeta(page.kind, page.key, page.sub, model);
  const symbol = findSymbol(page.kind, page.key, model);
  if (!symbol) return null;
  const entry = kindEntry(page.kind);
  const name = entry.name(symbol);
  return {
    title: name,
    description: plainBrief(entry.brief(symbol), `${entry.label(symbol)} ${name}`),
    path: apiSymbolUrl(symbol),
  };
}
