import { headerPath } from '@/lib/api/model/header-files';
import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';
import { registeredVersionOf } from '@/lib/api/kinds/url-base';
import { gitLastUpdate, type LastUpdate } from '@/lib/content/last-update';

// "Last updated" of an API page: the last commit of the header its symbol is declared in (the
// synopsis header in default builds, the CELERITY_SOURCE checkout's header otherwise). Like a guide's,
// it is null outside git, and a shallow clone answers with its boundary commit.

export function headerLastUpdate(model: Pick<ApiModel, 'source'>, locationFile: string): LastUpdate | null {
  // A docs version's synopsis lives in its own folder; its library headers at its ref of the checkout.
  const version = registeredVersionOf(model);
  const file = headerPath(model, locationFile, version ? { synopsisDir: version.synopsisDir } : {});
  if (!file) return null;
  return gitLastUpdate(file, model.source.mode === 'source' && version ? version.ref : undefined);
}

/**
 * The headers that date a symbol as its own page does (a function set by its first overload); a
 * namespace, which has no page, by every header that opens it.
 */
function datingHeaders(symbol: ApiSymbol): string[] {
  switch (symbol.kind) {
    case 'namespace':
      return symbol.locations.map((location) => location.file);
    case 'function-set':
      return symbol.overloads.slice(0, 1).map((fn) => fn.location.file);
    default:
      return [symbol.location.file];
  }
}

/** The newest of some last updates; git's dates carry their author's UTC offset, so compare instants. */
export function newestUpdate(updates: Iterable<LastUpdate | null>): LastUpdate | null {
  let newest: LastUpdate | null = null;
  for (const update of updates)
    if (update && (!newest || Date.parse(update.date) > Date.parse(newest.date))) newest = update;
  return newest;
}

/**
 * "Last updated" of a page that lists symbols (a kind's index, a namespace page, the namespaces page).
 * It has no header of its own; it shows the names and briefs of the symbols it lists, so it is as new
 * as the newest of their headers, and never older than a page it links to.
 */
export function listingLastUpdate(
  model: Pick<ApiModel, 'source'>,
  symbols: Iterable<ApiSymbol>,
): LastUpdate | null {
  const files = new Set([...symbols].flatMap(datingHeaders));
  return newestUpdate([...files].map((file) => headerLastUpdate(model, file)));
}
