import { getApiModel } from '@/lib/api/model/load';
import type {
  ApiAlias,
  ApiEnum,
  ApiFunctionSet,
  ApiModel,
  ApiRecord,
  ApiSymbol,
} from '@/lib/api/model/schema';

// URL scheme of today's site: /docs/api/{records,enums,aliases}/{ID}/, functions by slug,
// namespaces (and their variables and concepts) as anchored sections of one index page.

export const API_BASE = '/docs/api';
export const NAMESPACES_URL = `${API_BASE}/namespaces/`;

export type ApiRouteKind = 'records' | 'enums' | 'aliases' | 'functions';

export function apiSymbolUrl(symbol: ApiSymbol): string {
  switch (symbol.kind) {
    case 'record':
      return `${API_BASE}/records/${symbol.id}/`;
    case 'enum':
      return `${API_BASE}/enums/${symbol.id}/`;
    case 'alias':
      return `${API_BASE}/aliases/${symbol.id}/`;
    case 'function-set':
      return `${API_BASE}/functions/${symbol.slug}/`;
    case 'namespace':
    case 'variable':
    case 'concept':
      return `${NAMESPACES_URL}#${symbol.id}`;
  }
}

/** Params for generateStaticParams of each dynamic API route. */
export function listApiRoutes(
  kind: ApiRouteKind,
  model: ApiModel = getApiModel(),
): Array<{ id: string }> | Array<{ slug: string }> {
  if (kind === 'functions') return model.functions.map((f) => ({ slug: f.slug }));
  return model[kind].map((symbol) => ({ id: symbol.id }));
}

interface Lookups {
  records: Map<string, ApiRecord>;
  enums: Map<string, ApiEnum>;
  aliases: Map<string, ApiAlias>;
  functions: Map<string, ApiFunctionSet>;
}

const lookupCache = new WeakMap<ApiModel, Lookups>();

function lookups(model: ApiModel): Lookups {
  let found = lookupCache.get(model);
  if (!found) {
    found = {
      records: new Map(model.records.map((r) => [r.id, r])),
      enums: new Map(model.enums.map((e) => [e.id, e])),
      aliases: new Map(model.aliases.map((a) => [a.id, a])),
      functions: new Map(model.functions.map((f) => [f.slug, f])),
    };
    lookupCache.set(model, found);
  }
  return found;
}

export function getRecordById(id: string, model: ApiModel = getApiModel()): ApiRecord | undefined {
  return lookups(model).records.get(id);
}

export function getEnumById(id: string, model: ApiModel = getApiModel()): ApiEnum | undefined {
  return lookups(model).enums.get(id);
}

export function getAliasById(id: string, model: ApiModel = getApiModel()): ApiAlias | undefined {
  return lookups(model).aliases.get(id);
}

export function getFunctionSetBySlug(
  slug: string,
  model: ApiModel = getApiModel(),
): ApiFunctionSet | undefined {
  return lookups(model).functions.get(slug);
}

/** Link to one overload or member function: its page plus its anchor. */
export function apiMemberUrl(owner: ApiRecord | ApiFunctionSet, anchor: string): string {
  return `${apiSymbolUrl(owner)}#${anchor}`;
}
