import { normaliseText } from './cpp-scan';
import type { ReleaseFacts } from './extract';
import type { VersionFactsFile } from './schema';

// Merges the facts read from each version (oldest first) into the file: one entry per fact with the
// versions that have it and where each version has it. Facts are identified by name (a message by its
// text with whitespace collapsed) and sorted, so the file does not depend on the order files were read.
// Keys come in the schema's order, so that a parsed file serialises to the same text.

export interface ReadVersion {
  label: string;
  ref: string;
  commit: string;
  facts: ReleaseFacts;
}

interface Entry<T> {
  key: string;
  versions: string[];
  at: Record<string, string>;
  items: T[];
}

function group<T extends { at: string }>(
  versions: readonly ReadVersion[],
  pick: (facts: ReleaseFacts) => readonly T[],
  keyOf: (item: T) => string,
): Entry<T>[] {
  const entries = new Map<string, Entry<T>>();
  for (const version of versions)
    for (const item of pick(version.facts)) {
      const key = keyOf(item);
      const entry = entries.get(key) ?? { key, versions: [], at: {}, items: [] };
      entries.set(key, entry);
      if (!entry.versions.includes(version.label)) {
        entry.versions.push(version.label);
        entry.at[version.label] = item.at;
      }
      entry.items.push(item);
    }
  return [...entries.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)].sort();
const optional = <K extends string>(key: K, values: string[]) =>
  (values.length > 0 ? { [key]: values } : {}) as Partial<Record<K, string[]>>;

export function buildVersionFacts(versions: readonly ReadVersion[]): VersionFactsFile {
  /** The versions of `entry` in which every item with its key passes `test`. */
  const onlyWhere = <T extends { at: string }>(
    entry: Entry<T>,
    pick: (facts: ReleaseFacts) => readonly T[],
    keyOf: (item: T) => string,
    test: (item: T) => boolean,
  ) =>
    entry.versions.filter((label) =>
      pick(versions.find((version) => version.label === label)!.facts)
        .filter((item) => keyOf(item) === entry.key)
        .every(test),
    );
  const envKey = (item: ReleaseFacts['envVars'][number]) => item.name;
  const ciKey = (item: ReleaseFacts['ci'][number]) => `${item.implementation} ${item.revision}`;
  return {
    format: 1,
    versions: versions.map(({ label, ref, commit }) => ({ label, ref, commit })),
    envVars: group(versions, (facts) => facts.envVars, envKey).map((entry) => ({
      name: entry.key,
      versions: entry.versions,
      at: entry.at,
      ...optional(
        'deprecated',
        onlyWhere(
          entry,
          (facts) => facts.envVars,
          envKey,
          (item) => item.status === 'deprecated',
        ),
      ),
    })),
    cmake: group(
      versions,
      (facts) => facts.cmake,
      (item) => item.name,
    ).map((entry) => ({
      name: entry.key,
      versions: entry.versions,
      at: entry.at,
      kinds: unique(entry.items.map((item) => item.kind)),
    })),
    macros: group(
      versions,
      (facts) => facts.macros,
      (item) => item.name,
    ).map((entry) => ({
      name: entry.key,
      versions: entry.versions,
      at: entry.at,
    })),
    sycl: group(versions, (facts) => facts.ci, ciKey).map((entry) => ({
      implementation: entry.items[0]!.implementation,
      revision: entry.items[0]!.revision,
      versions: entry.versions,
      ...optional(
        'nightly',
        onlyWhere(
          entry,
          (facts) => facts.ci,
          ciKey,
          (item) => item.nightly,
        ),
      ),
    })),
    messages: group(
      versions,
      (facts) => facts.messages,
      (item) => normaliseText(item.text),
    ).map((entry) => ({
      text: entry.items.at(-1)!.text,
      levels: unique(entry.items.map((item) => item.level)),
      ...optional('exceptions', unique(entry.items.flatMap((item) => item.exception ?? []))),
      versions: entry.versions,
      at: entry.at,
    })),
  };
}
