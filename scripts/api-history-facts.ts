import { existsSync, readFileSync } from 'node:fs';
import { displayPath } from '@/lib/content/paths';
import { parseVersionFacts, type VersionFactsFile } from '@/lib/version-facts/schema';
import { staleFacts } from '@/lib/version-facts/stale';

// The version-facts half of `npm run api:history`: its figures per version and its --check.

/** Per version: how many environment variables, CMake variables, macros, SYCL revisions and messages by level. */
export function printFactCounts(facts: VersionFactsFile): void {
  for (const { label } of facts.versions) {
    const count = (entries: readonly { versions: string[] }[]) =>
      entries.filter((entry) => entry.versions.includes(label)).length;
    const levels = new Map<string, number>();
    for (const message of facts.messages.filter((entry) => entry.versions.includes(label)))
      for (const level of message.levels) levels.set(level, (levels.get(level) ?? 0) + 1);
    const sycl = facts.sycl
      .filter((entry) => entry.versions.includes(label) && !entry.nightly?.includes(label))
      .map((entry) => `${entry.implementation} ${entry.revision}`);
    console.error(
      `${label} facts: ${count(facts.envVars)} environment variables, ${count(facts.cmake)} CMake variables, ` +
        `${count(facts.macros)} macros, ${count(facts.messages)} messages (${[...levels]
          .map(([level, n]) => `${n} ${level}`)
          .join(', ')}); CI: ${sycl.join(', ') || 'none'}`,
    );
  }
}

/** Prints whether the committed facts file is up to date; true when it is stale or missing. */
export function checkFactsFile(file: string, fresh: VersionFactsFile, source: string): boolean {
  if (!existsSync(file)) {
    console.error(`api:history --check: ${displayPath(file)} does not exist`);
    return true;
  }
  const stale = staleFacts(
    parseVersionFacts(JSON.parse(readFileSync(file, 'utf8')), displayPath(file)),
    fresh,
  );
  if (stale.length === 0) {
    console.error(`api:history --check: ${displayPath(file)} is up to date`);
    return false;
  }
  console.error(
    `api:history --check: ${displayPath(file)} is stale; run "npm run api:history -- --source ${source}":`,
  );
  for (const line of stale) console.error(`  ${line}`);
  return true;
}
