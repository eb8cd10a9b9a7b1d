import type { HistoryFile } from './schema';
import { serializeHistory } from './schema';

// What `npm run api:history -- --check` says when the committed file is not what the library gives.

const LIMIT = 20;

/** Lines naming the versions (label, ref, commit) read now and not before, and the other way round. */
export function versionChanges(
  committed: readonly { label: string; ref: string; commit: string }[],
  fresh: readonly { label: string; ref: string; commit: string }[],
): string[] {
  const versionKey = (v: (typeof fresh)[number]) => `${v.label} (${v.ref} @ ${v.commit.slice(0, 12)})`;
  const before = committed.map(versionKey);
  const after = fresh.map(versionKey);
  return [
    ...after.filter((v) => !before.includes(v)).map((version) => `version ${version} is new or moved`),
    ...before.filter((v) => !after.includes(v)).map((version) => `version ${version} is no longer read`),
  ];
}

/** Lines naming what differs between the committed history and a fresh one; empty when they agree. */
export function staleReport(committed: HistoryFile, fresh: HistoryFile): string[] {
  if (serializeHistory(committed) === serializeHistory(fresh)) return [];
  const lines = versionChanges(committed.versions, fresh.versions);
  const old = new Map(committed.symbols.map((symbol) => [symbol.name, JSON.stringify(symbol)]));
  const now = new Map(fresh.symbols.map((symbol) => [symbol.name, JSON.stringify(symbol)]));
  const symbols = [...new Set([...old.keys(), ...now.keys()])].sort().flatMap((name) => {
    if (!now.has(name)) return [`${name}: no longer in any version`];
    if (!old.has(name)) return [`${name}: missing from the committed file`];
    return old.get(name) === now.get(name) ? [] : [`${name}: its history differs`];
  });
  lines.push(...symbols.slice(0, LIMIT));
  if (symbols.length > LIMIT) lines.push(`… and ${symbols.length - LIMIT} more symbols`);
  if (lines.length === 0) lines.push("the versions' figures or warnings differ");
  return lines;
}
