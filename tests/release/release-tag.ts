import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type HistoryFile, serializeHistory } from '@/lib/api/history/schema';
import { serializeVersionFacts, type VersionFactsFile } from '@/lib/version-facts/schema';

// What `npm run api:history -- --source <checkout>` would add for a release tagged on the library's
// development branch as it is now (`next`): the release has what `next` has, and the changes `next` made
// since the previous release are the release's. The release test's stand-in for a tag the library does not
// have yet; never for the committed files, which only the library's real tags may change.

const NEXT = 'next';

/** `labels` with `release` before `next` when `next` is among them. */
const withRelease = (labels: string[], release: string) =>
  labels.flatMap((label) => (label === NEXT ? [release, label] : [label]));

export function historyWithRelease(history: HistoryFile, release: string, ref: string): HistoryFile {
  const next = history.versions.find((version) => version.label === NEXT);
  if (!next) throw new Error(`the API history has no "${NEXT}" version to tag as ${release}`);
  const retag = <T extends { version: string }>(entry: T): T =>
    entry.version === NEXT ? { ...entry, version: release } : entry;
  return {
    ...history,
    versions: history.versions.flatMap((version) =>
      version === next ? [{ ...next, label: release, ref, warnings: [] }, next] : [version],
    ),
    symbols: history.symbols.map((symbol) => ({
      ...symbol,
      ids: symbol.ids.map(retag),
      events: symbol.events.map(retag),
      members: symbol.members.map((member) => ({ ...member, events: member.events.map(retag) })),
    })),
  };
}

export function factsWithRelease(facts: VersionFactsFile, release: string, ref: string): VersionFactsFile {
  const next = facts.versions.find((version) => version.label === NEXT);
  if (!next) throw new Error(`the version facts have no "${NEXT}" version to tag as ${release}`);
  const named = <T extends { versions: string[]; at: Record<string, string> }>(fact: T): T => ({
    ...fact,
    versions: withRelease(fact.versions, release),
    at: fact.at[NEXT] === undefined ? fact.at : { ...fact.at, [release]: fact.at[NEXT] },
  });
  return {
    ...facts,
    versions: facts.versions.flatMap((version) =>
      version === next ? [{ ...next, label: release, ref }, next] : [version],
    ),
    envVars: facts.envVars.map((fact) => ({
      ...named(fact),
      ...(fact.deprecated ? { deprecated: withRelease(fact.deprecated, release) } : {}),
    })),
    cmake: facts.cmake.map(named),
    macros: facts.macros.map(named),
    sycl: facts.sycl.map((pair) => ({
      ...pair,
      versions: withRelease(pair.versions, release),
      ...(pair.nightly ? { nightly: withRelease(pair.nightly, release) } : {}),
    })),
    messages: facts.messages.map(named),
  };
}

/** Rewrites content/api/history.json and version-facts.json of the project copy in `dir`. */
export function tagRelease(dir: string, release: string): void {
  const ref = `v${release}.0`;
  const historyFile = path.join(dir, 'content/api/history.json');
  const factsFile = path.join(dir, 'content/api/version-facts.json');
  const history = JSON.parse(readFileSync(historyFile, 'utf8')) as HistoryFile;
  const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as VersionFactsFile;
  writeFileSync(historyFile, serializeHistory(historyWithRelease(history, release, ref)));
  writeFileSync(factsFile, serializeVersionFacts(factsWithRelease(facts, release, ref)));
}
