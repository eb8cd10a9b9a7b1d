import { versionChanges } from '@/lib/api/history/stale';
import { FACT_KINDS, serializeVersionFacts, type VersionFactsFile } from './schema';

// What `npm run api:history -- --check` says when the committed version facts are not what the library gives.

const LIMIT = 20;

type Fact = VersionFactsFile[(typeof FACT_KINDS)[number]][number];

const factKey = (entry: Fact): string =>
  'name' in entry
    ? entry.name
    : 'implementation' in entry
      ? `${entry.implementation} ${entry.revision}`
      : `"${entry.text.replace(/\s+/g, ' ')}"`;

/** Lines naming what differs between the committed facts and fresh ones; empty when they agree. */
export function staleFacts(committed: VersionFactsFile, fresh: VersionFactsFile): string[] {
  if (serializeVersionFacts(committed) === serializeVersionFacts(fresh)) return [];
  const lines = versionChanges(committed.versions, fresh.versions);
  const facts = FACT_KINDS.flatMap((kind) => {
    const old = new Map<string, string>(
      (committed[kind] as Fact[]).map((entry) => [factKey(entry), JSON.stringify(entry)]),
    );
    const now = new Map<string, string>(
      (fresh[kind] as Fact[]).map((entry) => [factKey(entry), JSON.stringify(entry)]),
    );
    return [...new Set([...old.keys(), ...now.keys()])].sort().flatMap((key) => {
      if (!now.has(key)) return [`${kind} ${key}: no longer in any version`];
      if (!old.has(key)) return [`${kind} ${key}: missing from the committed file`];
      return old.get(key) === now.get(key) ? [] : [`${kind} ${key}: its versions or places differ`];
    });
  });
  lines.push(...facts.slice(0, LIMIT));
  if (facts.length > LIMIT) lines.push(`… and ${facts.length - LIMIT} more facts`);
  if (lines.length === 0) lines.push('the files differ in their order or format');
  return lines;
}
