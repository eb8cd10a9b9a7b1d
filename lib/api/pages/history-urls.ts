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
  return urlInModel(key, model ?? getVersionApiModel(docs), member);
}

function urlInModel(key: string, model: ApiModel, member?: string): string | undefined {
  const symbol = symbolByKey(key, model);
  if (!symbol) return undefined;
  return member === undefined ? apiSymbolUrl(symbol) : memberUrl(symbol, member);
}

/**
 * Where a symbol (or member) that `removedIn` removed is documented last: the newest docs version of a
 * release before `removedIn` (`order`: the history's version labels, oldest first) whose pages have it.
 */
export function lastDocumentedUrl(
  key: string,
  removedIn: string,
  order: readonly string[],
  member?: string,
): string | undefined {
  const limit = order.indexOf(removedIn);
  const older = listVersions()
    .map((version) => ({ version, position: order.indexOf(versionLabel(version.ref)) }))
    .filter(({ position }) => position >= 0 && position < limit)
    .sort((a, b) => b.position - a.position);
  for (const { version } of older) {
    const url = urlInModel(key, getVersionApiModel(version), member);
    if (url) return url;
  }
  return undefined;
}
