import { deprecationAt, lastUpTo } from './deprecation';
import { pairDeclarations } from './pairing';
import type { HistoryEvent } from './schema';

// What a symbol or member row says about its history as seen from one documented version: since
// when it exists, whether it is deprecated (with the library's message), whether a later version
// removed it (only when an older version is viewed) and, for one declaration, what it replaced.

/** The history facts a page row carries: pure data, so the view can ask for any version. */
export interface HistoryRef {
  /** Every version label of the history, oldest first. */
  versions: string[];
  symbol: HistoryEvent[];
  /** A member's own events (member function by name, field, enumerator). */
  member?: HistoryEvent[];
  /** The row's declaration as the history writes it (one overload of a member or function set). */
  declaration?: string;
  /** The header of a function's page: its overloads' rows say what changed and what is deprecated. */
  overloadSet?: true;
}

export interface HistoryBadgeView {
  /** `since 0.5`, `0.3 or earlier` (the oldest version compared), `since 0.4–0.5` (between unread versions). */
  since: string;
  deprecated?: { version: string; message: string };
  removed?: { version: string };
  /** The declaration before and since `version` (for a symbol: all it had and has). */
  changed?: { version: string; before: string; after: string };
}

const at = (version: string, versions: string[]) => versions.indexOf(version);

function sinceText(event: HistoryEvent, versions: string[]): string {
  if (event.version === versions[0]) return `${event.version} or earlier`;
  // Added in one of the versions from `from` on, which could not be read.
  const from = 'from' in event ? event.from : undefined;
  return from ? `since ${from}–${event.version}` : `since ${event.version}`;
}

export function historyBadges(ref: HistoryRef, viewedLabel: string): HistoryBadgeView | null {
  const { versions } = ref;
  const viewed = at(viewedLabel, versions);
  if (viewed < 0) return null;
  const symbolAdded =
    lastUpTo(ref.symbol, viewed, versions, (e) => e.type === 'added') ??
    ref.symbol.find((e) => e.type === 'added');
  if (!symbolAdded) return null;
  const own = ref.member ?? ref.symbol;
  const declaration = ref.declaration;
  const memberAdded = ref.member
    ? lastUpTo(ref.member, viewed, versions, (e) => e.type === 'added')
    : undefined;
  // One row: the version its declaration came in, as a new overload or as a changed one (pairing.ts).
  const arrived = declaration
    ? lastUpTo(own, viewed, versions, (e) => e.type === 'changed' && e.after.includes(declaration))
    : lastUpTo(own, viewed, versions, (e) => e.type === 'changed');
  const former =
    arrived?.type === 'changed' && declaration !== undefined
      ? pairDeclarations(arrived.before, arrived.after).get(declaration)
      : undefined;
  const newOverload = arrived?.type === 'changed' && declaration !== undefined && former === undefined;
  const since = newOverload ? arrived : (memberAdded ?? symbolAdded);
  const view: HistoryBadgeView = { since: sinceText(since, versions) };
  if (ref.overloadSet) return withRemoval(view, ref, viewed);
  const deprecated = deprecationAt(own, declaration, viewed, versions);
  if (deprecated) view.deprecated = deprecated;
  if (arrived?.type === 'changed' && !newOverload && arrived.before.length > 0)
    view.changed = {
      version: arrived.version,
      before: former ?? arrived.before.join('\n'),
      after: declaration ?? arrived.after.join('\n'),
    };
  return withRemoval(view, ref, viewed);
}

/** "removed in": the first later version without the symbol, the member or the row's declaration. */
function withRemoval(view: HistoryBadgeView, ref: HistoryRef, viewed: number): HistoryBadgeView {
  const { versions, declaration } = ref;
  const removed = [...ref.symbol, ...(ref.member ?? [])]
    .filter((event) => at(event.version, versions) > viewed)
    .sort((a, b) => at(a.version, versions) - at(b.version, versions))
    .find(
      (event) =>
        event.type === 'removed' ||
        (declaration !== undefined && event.type === 'changed' && event.before.includes(declaration)),
    );
  return removed ? { ...view, removed: { version: removed.version } } : view;
}
