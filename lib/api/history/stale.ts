import type { HistoryFile } from './schema';
import { serializeHistory } from './schema';

// What `npm run api:history -- --check` says when the committed file is not what the library gives.

const LIMIT = 20;

/** Lines naming what differs between the committed history and a fresh one; empty when they agree. */
export function staleReport(committed: HistoryFile, fresh: HistoryFile): string[] {
  if (serializeHistory(committed) === serializeHistory(fresh)) return [];
  const lines: string[] = [];
  const versionKey = (v: HistoryFile['versions'][number]) =>
    `${v.label} (${v.ref} @ ${v.commit.slice(0, 12)})`;
  const before = committed.versions.map(versionKey);
  const after = fresh.versions.map(versionKey);
  for (const version of after.filter((v) => !before.includes(v)))
    lines.push(`version ${version} is new or moved`);
  for (const version of before.filter((v) => !after.includes(v)))
    lines.push(`version ${version} is no longer read`);
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
