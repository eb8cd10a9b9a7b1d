import { deprecationAt } from './deprecation';
import type { HistoryEvent, HistoryFile, MemberHistory, SymbolHistory } from './schema';

// What changed from one version to the next, read from the history: the data of an API changes page
// and of the figures `npm run api:history` prints.

export type ChangeType = 'added' | 'removed' | 'deprecated' | 'changed';
export const CHANGE_TYPES: readonly ChangeType[] = ['added', 'removed', 'deprecated', 'changed'];

export interface ApiChange {
  type: ChangeType;
  /** The symbol's history key (its qualified name, with the arguments of a specialisation). */
  symbol: string;
  kind: SymbolHistory['kind'];
  /** A member of the symbol (member function, field, enumerator), when the change is the member's. */
  member?: string;
  memberKind?: MemberHistory['kind'];
  event: HistoryEvent;
  /** Every event of the symbol, or of the member when the change is the member's. */
  events: readonly HistoryEvent[];
}

export interface VersionStep {
  from: string;
  to: string;
  /**
   * URL segment of the step's page, e.g. `0-6-to-0-7`: without dots, because Next.js writes a link to a
   * path whose last segment has a dot without the trailing slash (as if it named a file).
   */
  slug: string;
}

/** Consecutive pairs of the history's versions, oldest first. */
export function versionSteps(history: HistoryFile): VersionStep[] {
  return history.versions.slice(1).map((version, index) => {
    const from = history.versions[index]!.label;
    const segment = (label: string) => label.replaceAll('.', '-');
    return { from, to: version.label, slug: `${segment(from)}-to-${segment(version.label)}` };
  });
}

const isChange = (event: HistoryEvent, version: string): event is HistoryEvent & { type: ChangeType } =>
  event.version === version && (CHANGE_TYPES as readonly string[]).includes(event.type);

/** A deprecation the timeline dates to a rewording or split of an overload that was deprecated before. */
function alreadyDeprecated(
  events: readonly HistoryEvent[],
  event: HistoryEvent,
  order: readonly string[],
): boolean {
  if (event.type !== 'deprecated' || event.signature === undefined) return false;
  const since = deprecationAt(events, event.signature, order.indexOf(event.version), order);
  return since !== undefined && since.version !== event.version;
}

/** Every change that happened in version `to` (compared with the version before it), by symbol name. */
export function changesIn(history: HistoryFile, to: string): ApiChange[] {
  const order = history.versions.map((version) => version.label);
  const kept =
    (events: readonly HistoryEvent[]) =>
    (event: HistoryEvent): event is HistoryEvent & { type: ChangeType } =>
      isChange(event, to) && !alreadyDeprecated(events, event, order);
  return history.symbols.flatMap((symbol) => [
    ...symbol.events.filter(kept(symbol.events)).map((event) => ({
      type: event.type,
      symbol: symbol.name,
      kind: symbol.kind,
      event,
      events: symbol.events,
    })),
    ...symbol.members.flatMap((member) =>
      member.events.filter(kept(member.events)).map((event) => ({
        type: event.type,
        symbol: symbol.name,
        kind: symbol.kind,
        member: member.name,
        memberKind: member.kind,
        event,
        events: member.events,
      })),
    ),
  ]);
}

/** How many changes of each type version `to` brought. */
export function changeCounts(history: HistoryFile, to: string): Record<ChangeType, number> {
  const counts: Record<ChangeType, number> = { added: 0, removed: 0, deprecated: 0, changed: 0 };
  for (const change of changesIn(history, to)) counts[change.type] += 1;
  return counts;
}
