/**
 * Explorer states in a page's URL. Each explorer's parameters carry its name as a prefix
 * (`range-mappers.nodes=4`), so the states of several explorers on one page live in one query string
 * and a change to one keeps the others. Links of the earlier form, `explorer=<id>` followed by the
 * unprefixed parameters of one explorer, are still read.
 */
import { stateFromQuery, stateToQuery, type ExplorerState } from './ui-state';

/** `explorer-range-mappers` → `range-mappers.` */
const prefixOf = (uid: string) => `${uid.replace(/^explorer-/, '')}.`;

/** The parameters of the earlier one-explorer form, when `search` names `uid` that way. */
function legacyParams(uid: string, params: URLSearchParams): URLSearchParams | null {
  if (params.get('explorer') !== uid) return null;
  const own = new URLSearchParams(params);
  own.delete('explorer');
  return own;
}

function prefixedParams(uid: string, params: URLSearchParams): URLSearchParams | null {
  const prefix = prefixOf(uid);
  const own = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(prefix)) own.append(key.slice(prefix.length), value);
  return [...own.keys()].length > 0 ? own : null;
}

/** Whether `search` holds a state for the explorer `uid`. */
export function urlNamesExplorer(uid: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return prefixedParams(uid, params) !== null || legacyParams(uid, params) !== null;
}

/** The state `search` holds for `uid` (undefined when none); throws ExplorerStateError when it is bad. */
export function stateFromUrl(uid: string, search: string): ExplorerState | undefined {
  const params = new URLSearchParams(search);
  const own = prefixedParams(uid, params) ?? legacyParams(uid, params);
  return own ? stateFromQuery(own.toString()) : undefined;
}

/** This explorer's parameters alone, prefixed: the query of a link to its state. */
export function explorerQuery(uid: string, state: ExplorerState): string {
  const prefix = prefixOf(uid);
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(stateToQuery(state))) params.append(prefix + key, value);
  return `?${params.toString()}`;
}

/** `search` with `uid`'s state replaced by `state` and every other parameter (other explorers') kept. A
 * state in the earlier form is rewritten in the prefixed one. */
export function searchWithState(search: string, uid: string, state: ExplorerState): string {
  const params = new URLSearchParams(search);
  const prefix = prefixOf(uid);
  if (legacyParams(uid, params)) {
    for (const key of new URLSearchParams(stateToQuery(state)).keys()) params.delete(key);
    params.delete('explorer');
  }
  for (const key of [...params.keys()]) if (key.startsWith(prefix)) params.delete(key);
  const own = new URLSearchParams(explorerQuery(uid, state));
  for (const [key, value] of own) params.append(key, value);
  return `?${params.toString()}`;
}
