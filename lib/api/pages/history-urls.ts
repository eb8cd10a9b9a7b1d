import { historyKeys } from '@/lib/api/history/keys';
import { apiMemberUrl, apiSymbolUrl, memberPageOf } from '@/lib/api/kinds/urls';
import { getApiModel } from '@/lib/api/model/load';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';
import { memberNameAnchor } from '@/lib/api/xref/build-index';

// Where a symbol of the history is documented. The site documents one version of the API today, so
// every version links to the current pages, and what they lack (a removed symbol) does not link.

const byKey = new WeakMap<ApiModel, Map<string, ApiSymbol>>();

function symbolByKey(key: string, model: ApiModel): ApiSymbol | undefined {
  let keys = byKey.get(model);
  if (!keys) byKey.set(model, (keys = new Map([...historyKeys(model)].map(([symbol, k]) => [k, symbol]))));
  return keys.get(key);
}

function memberUrl(symbol: ApiSymbol, member: string): string | undefined {
  if (symbol.kind === 'enum')
    return symbol.values.some((value) => value.name === member)
      ? `${apiSymbolUrl(symbol)}#${member}`
      : undefined;
  if (symbol.kind !== 'record') return undefined;
  // The urls signature cards exist for (pages/cards.ts): a member function's page or name anchor, a
  // field's anchor; constructors and destructors have none, so they link to their class.
  const { constructors, destructors, methods, operators, fields } = symbol.members;
  const fn = [...methods, ...operators].find((entry) => entry.name === member);
  if (fn) return memberPageOf(symbol, fn) ?? apiMemberUrl(symbol, memberNameAnchor(fn));
  const field = fields.find((entry) => entry.name === member);
  if (field) return apiMemberUrl(symbol, field.anchor);
  const special = [...constructors, ...destructors].some((entry) => entry.name === member);
  return special ? apiSymbolUrl(symbol) : undefined;
}

/**
 * The URL of a symbol of the history (by its history key), or of one of its members, in the docs of
 * `version`; undefined when those docs have no page for it. The one place that decides it.
 */
export function historySymbolUrl(
  key: string,
  // Every version shares today's pages; a versioned site picks that version's model here.
  _version: string,
  member?: string,
  model: ApiModel = getApiModel(),
): string | undefined {
  const symbol = symbolByKey(key, model);
  if (!symbol) return undefined;
  return member === undefined ? apiSymbolUrl(symbol) : memberUrl(symbol, member);
}
