import { historyKeys } from '@/lib/api/history/keys';
import { apiMemberUrl, apiSymbolUrl, memberPageOf } from '@/lib/api/kinds/urls';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { versionLabel } from '@/lib/api/history/versions';
import { latestVersion, listVersions } from '@/lib/content/versions';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';
import { memberNameAnchor } from '@/lib/api/xref/build-index';

// Where a symbol of the history is documented: in the docs version that documents that release (0.6's
// pages for "0.6", next's for "next"); for a release without docs of its own (0.3 … 0.5, patch
// releases) the latest release's pages, which show the symbol's history. A symbol those docs lack does
// not link.

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
  version: string,
  member?: string,
  model?: ApiModel,
): string | undefined {
  const docs = listVersions().find((candidate) => versionLabel(candidate.ref) === version) ?? latestVersion();
  const symbol = symbolByKey(key, model ?? getVersionApiModel(docs));
  if (!symbol) return undefined;
  return member === undefined ? apiSymbolUrl(symbol) : memberUrl(symbol, member);
}
