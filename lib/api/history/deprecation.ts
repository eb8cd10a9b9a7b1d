import { pairDeclarations } from './pairing';
import type { HistoryEvent } from './schema';

// Since when a declaration is deprecated, as seen from one version. Deprecation is followed per
// declaration text, so a deprecated overload whose declaration was only reworded (`cl::sycl::` became
// `sycl::`, an `enable_if` condition changed) or split in two comes out of the timeline as deprecated
// anew in the version that reworded it. Its deprecation is older when its former declaration, paired as
// a changed one (pairing.ts), was deprecated in the version before, or, for an overload without a former
// one, when everything it replaced was. The badges and the changes pages both ask here.

export interface Deprecation {
  version: string;
  message: string;
}

/** The last event of `events` up to version `viewed` that matches, after the last (re-)addition. */
export function lastUpTo(
  events: readonly HistoryEvent[],
  viewed: number,
  versions: readonly string[],
  match: (e: HistoryEvent) => boolean,
): HistoryEvent | undefined {
  const seen = events.filter((event) => versions.indexOf(event.version) <= viewed);
  const start = seen.findLastIndex((event) => event.type === 'added');
  return seen.slice(Math.max(start, 0)).findLast(match);
}

/**
 * The deprecation of `declaration` (or of the symbol or member itself, without one) in force at
 * version index `viewed`, dated from when it began: the library's message is the latest one.
 */
export function deprecationAt(
  events: readonly HistoryEvent[],
  declaration: string | undefined,
  viewed: number,
  versions: readonly string[],
): Deprecation | undefined {
  const last = lastUpTo(
    events,
    viewed,
    versions,
    (e) =>
      (e.type === 'deprecated' || e.type === 'undeprecated') && (e.signature ?? declaration) === declaration,
  );
  if (last?.type !== 'deprecated') return undefined;
  const own = { version: last.version, message: last.message };
  if (declaration === undefined) return own;
  const changed = events.find(
    (e) => e.type === 'changed' && e.version === last.version && e.after.includes(declaration),
  );
  if (changed?.type !== 'changed' || changed.before.length === 0) return own;
  const before = versions.indexOf(last.version) - 1;
  const former = pairDeclarations(changed.before, changed.after).get(declaration);
  const replaced = (former !== undefined ? [former] : changed.before).map((was) =>
    deprecationAt(events, was, before, versions),
  );
  if (!replaced.every((d) => d !== undefined)) return own;
  // A split overload is deprecated from when the last of those it replaces was.
  const since = replaced.map((d) => d.version).sort((a, b) => versions.indexOf(b) - versions.indexOf(a))[0]!;
  return { version: since, message: last.message };
}
