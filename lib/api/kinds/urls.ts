import { memberSetOf, type MemberSet } from '@/lib/api/kinds/member-sets';
import {
  API_KIND_NAMES,
  API_KINDS,
  kindEntry,
  type ApiKind,
  type IndexKind,
  type SymbolOf,
} from '@/lib/api/kinds/registry';
import { API_BASE, apiBaseOfSymbol } from '@/lib/api/kinds/url-base';
import { getApiModel } from '@/lib/api/model/load';
import type { ApiFunctionSet, ApiModel, ApiRecord, ApiSymbol } from '@/lib/api/model/schema';

// The URL scheme of today's site, from the registry: /docs/api/{kind}/{key}/ for kinds with pages
// (records, enums and aliases by id, functions by slug), `#{id}` sections of the namespaces page
// for the others, and /docs/api/{kind}/ for the index pages.

export { API_BASE };

export function apiIndexUrl(kind: IndexKind, base: string = API_BASE): string {
  return `${base}/${kind}/`;
}

export const NAMESPACES_URL = apiIndexUrl('namespaces');

const KIND_OF_SYMBOL = new Map(API_KIND_NAMES.map((kind) => [API_KINDS[kind].symbolKind, kind]));

/** The registered kind of a model symbol. */
export function kindOf(symbol: ApiSymbol): ApiKind {
  return KIND_OF_SYMBOL.get(symbol.kind)!;
}

export function apiSymbolUrl(symbol: ApiSymbol): string {
  const kind = kindOf(symbol);
  const entry = kindEntry(kind);
  const base = apiBaseOfSymbol(symbol);
  return entry.page === 'own'
    ? `${base}/${kind}/${entry.key(symbol)}/`
    : `${apiIndexUrl('namespaces', base)}#${entry.key(symbol)}`;
}

/** Link to one overload or member function: its page plus its anchor. */
export function apiMemberUrl(owner: ApiRecord | ApiFunctionSet, anchor: string): string {
  return `${apiSymbolUrl(owner)}#${anchor}`;
}

export function memberPageUrl(record: ApiRecord, set: Pick<MemberSet, 'slug'>): string {
  return `${apiSymbolUrl(record)}${set.slug}/`;
}

/** The member page that documents `fn`, or undefined when `fn` is documented on its record page. */
export function memberPageOf(record: ApiRecord, fn: Parameters<typeof memberSetOf>[1]): string | undefined {
  const set = memberSetOf(record, fn);
  return set ? memberPageUrl(record, set) : undefined;
}

const lookupCache = new WeakMap<ApiModel, Map<ApiKind, Map<string, ApiSymbol>>>();

/** The symbol of `kind` whose URL key (id or slug) is `key`. */
export function findSymbol<K extends ApiKind>(
  kind: K,
  key: string,
  model: ApiModel = getApiModel(),
): SymbolOf<K> | undefined {
  let byKind = lookupCache.get(model);
  if (!byKind) lookupCache.set(model, (byKind = new Map()));
  let byKey = byKind.get(kind);
  if (!byKey) {
    const entry = kindEntry(kind);
    byKey = new Map(entry.symbols(model).map((symbol) => [entry.key(symbol), symbol]));
    byKind.set(kind, byKey);
  }
  return byKey.get(key) as SymbolOf<K> | undefined;
}

/**
 * The symbols whose names resolve to links, in resolution order (the first symbol of a name wins):
 * registry order, with primary templates before their specialisations, which share their name.
 */
export function linkTargets(model: ApiModel): ApiSymbol[] {
  const isSpecialisation = (symbol: ApiSymbol) => symbol.kind === 'record' && !!symbol.specialization;
  return API_KIND_NAMES.filter((kind) => API_KINDS[kind].xref).flatMap((kind) => {
    const symbols: ApiSymbol[] = kindEntry(kind).symbols(model);
    return [...symbols.filter((s) => !isSpecialisation(s)), ...symbols.filter(isSpecialisation)];
  });
}
