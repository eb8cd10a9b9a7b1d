import type { Declarations } from './facts';
import type { HistoryEvent } from './schema';

// The events of one symbol or member from its state in each version, oldest first. A version whose
// header could not be read is passed over: the next version read is compared with the last one read,
// and what changed is dated "between the two" (`from`), never as a removal and a re-addition.

export type VersionState =
  | { present: Declarations }
  | { absent: true }
  | { unknown: string[] }
  /** A member whose owner could not be read: passed over without an event of its own (the owner has one). */
  | { hidden: true }
  /** A member whose owner is absent: the owner's events say it; the next version read is a new start. */
  | { ownerAbsent: true };

export interface TimelineOptions {
  labels: readonly string[];
  /** Members start from their owner's first version without an "added" event of their own. */
  baseline: boolean;
  /** Name the overload in deprecation events (functions). */
  signatures: boolean;
}

/** Two versions read one after the other: the declarations of each and what events say. */
interface Step {
  before: Declarations;
  after: Declarations;
  version: string;
  signatures: boolean;
}

function changes(step: Step): HistoryEvent[] {
  const { before, after, version } = step;
  const events: HistoryEvent[] = [];
  const gone = [...before.keys()].filter((text) => !after.has(text)).sort();
  const added = [...after.keys()].filter((text) => !before.has(text)).sort();
  if (gone.length > 0 || added.length > 0)
    events.push({ type: 'changed', version, before: gone, after: added });
  events.push(...deprecations(step));
  return events;
}

function deprecations({ before, after, version, signatures }: Step): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  for (const text of [...after.keys()].sort()) {
    const was = before.get(text) ?? null;
    const now = after.get(text) ?? null;
    const signature = signatures ? { signature: text } : {};
    if (now !== null && now !== was) events.push({ type: 'deprecated', version, message: now, ...signature });
    else if (now === null && was !== null) events.push({ type: 'undeprecated', version, ...signature });
  }
  return events;
}

export function timelineEvents(states: readonly VersionState[], options: TimelineOptions): HistoryEvent[] {
  const events: HistoryEvent[] = [];
  let previous: Declarations | null = null;
  let start = options.baseline;
  let unreadSince: string | undefined;
  states.forEach((state, index) => {
    const version = options.labels[index]!;
    if ('hidden' in state) {
      unreadSince ??= version;
      return;
    }
    if ('ownerAbsent' in state) {
      start = true;
      unreadSince = undefined;
      return;
    }
    if ('unknown' in state) {
      events.push({ type: 'unknown', version, files: [...state.unknown].sort() });
      unreadSince ??= version;
      return;
    }
    const current = 'present' in state ? state.present : null;
    const from = unreadSince && !start ? { from: unreadSince } : {};
    unreadSince = undefined;
    if (start) {
      // No "added" for what starts with its owner, but what is deprecated from the start says so.
      start = false;
      if (current)
        events.push(
          ...deprecations({ before: new Map(), after: current, version, signatures: options.signatures }),
        );
    } else if (!previous && current) {
      events.push({ type: 'added', version, ...from });
      events.push(
        ...deprecations({ before: new Map(), after: current, version, signatures: options.signatures }).map(
          (e) => ({ ...e, ...from }),
        ),
      );
    } else if (previous && !current) {
      events.push({ type: 'removed', version, ...from });
    } else if (previous && current) {
      events.push(
        ...changes({ before: previous, after: current, version, signatures: options.signatures }).map(
          (e) => ({ ...e, ...from }),
        ),
      );
    }
    previous = current;
  });
  return events;
}
