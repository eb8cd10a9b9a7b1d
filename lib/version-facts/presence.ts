import type { HistoryEvent, HistoryFile } from '@/lib/api/history/schema';
import type { VersionFactsFile } from './schema';

// Which releases have a name: the version facts for `CELERITY_*` names (environment variable, CMake
// variable or macro), the API history for qualified API names. A name no entry knows has no releases.

export type NameKind = 'environment variable' | 'CMake variable' | 'macro' | 'API name';

export interface NamedFact {
  kind: NameKind;
  versions: string[];
}

/** Every `CELERITY_*` name of the facts → its kinds and the releases that have it (under any kind). */
export function factNames(facts: VersionFactsFile): Map<string, NamedFact[]> {
  const names = new Map<string, NamedFact[]>();
  const add = (kind: NameKind, entries: readonly { name: string; versions: string[] }[]) => {
    for (const entry of entries)
      names.set(entry.name, [...(names.get(entry.name) ?? []), { kind, versions: entry.versions }]);
  };
  add('environment variable', facts.envVars);
  add('CMake variable', facts.cmake);
  add('macro', facts.macros);
  return names;
}

/**
 * The versions a symbol or member is present in, from its events: present from the oldest version
 * unless its first addition or removal is an addition (a member without events is there as long as its
 * owner is). Unreadable versions count as present.
 */
export function presentIn(events: readonly HistoryEvent[], labels: readonly string[]): string[] {
  let present = events.find((event) => event.type === 'added' || event.type === 'removed')?.type !== 'added';
  const presentLabels: string[] = [];
  for (const label of labels) {
    for (const event of events.filter((entry) => entry.version === label)) {
      if (event.type === 'added') present = true;
      if (event.type === 'removed') present = false;
    }
    if (present || events.some((event) => event.type === 'unknown' && event.version === label))
      presentLabels.push(label);
  }
  return presentLabels;
}

/** Qualified API names (`celerity::queue`, `celerity::queue::wait`) → the releases that have them. */
export function apiNames(history: HistoryFile): Map<string, string[]> {
  const labels = history.versions.map((version) => version.label);
  const names = new Map<string, string[]>();
  for (const symbol of history.symbols) {
    const own = presentIn(symbol.events, labels);
    names.set(symbol.name, own);
    for (const member of symbol.members) {
      const key = `${symbol.name}::${member.name}`;
      const memberIn = presentIn(member.events, labels).filter((label) => own.includes(label));
      names.set(key, [...new Set([...(names.get(key) ?? []), ...memberIn])]);
    }
  }
  return names;
}
