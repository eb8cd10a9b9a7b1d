// npm run api:history -- --source <celerity-runtime checkout> [--check] [--out FILE] [--facts-out FILE]
// Extracts every release of the library (and its main branch) from the checkout's git directory and
// writes the API history (lib/api/history/) and the version facts (lib/version-facts/), or with
// --check says what the committed files lack.
// Exit code 0: written or up to date; 1: --check found the file stale; 2: it could not run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { changeCounts } from '@/lib/api/history/changes';
import { collectVersions, gitDirOf } from '@/lib/api/history/collect';
import { buildHistory } from '@/lib/api/history/diff';
import { historyFilePath } from '@/lib/api/history/load';
import { parseHistoryFile, serializeHistory, type HistoryFile } from '@/lib/api/history/schema';
import { staleReport } from '@/lib/api/history/stale';
import { serializeVersionFacts } from '@/lib/version-facts/schema';
import { displayPath } from '@/lib/content/paths';
import { buildVersionFacts, type ReadVersion } from '@/lib/version-facts/build';
import { extractReleaseFacts } from '@/lib/version-facts/extract';
import { versionFactsFilePath } from '@/lib/version-facts/load';
import { publicCompileDefinitions } from '@/lib/version-facts/macros';
import { readTree } from '@/lib/version-facts/tree';
import { checkFactsFile, printFactCounts } from './api-history-facts';
import { sourceExtractOptions } from './api-extract-options';

function printFigures(history: HistoryFile): void {
  history.versions.forEach((version, index) => {
    const counts = index === 0 ? undefined : changeCounts(history, version.label);
    const step = counts
      ? `; from ${history.versions[index - 1]!.label}: ${Object.entries(counts)
          .map(([type, n]) => `${n} ${type}`)
          .join(', ')}`
      : '';
    console.error(
      `${version.label} (${version.ref}): ${version.symbols} symbols, ${version.warnings.length} parse warnings${step}`,
    );
    for (const warning of version.warnings) console.error(`  ${warning}`);
    const unknown = unknownIn(history, version.label);
    if (unknown.length > 0)
      console.error(`  unknown in ${version.label} (declared in those headers): ${unknown.join(', ')}`);
  });
}

/** Symbols and members the history could not tell present or absent in `label`. */
function unknownIn(history: HistoryFile, label: string): string[] {
  const isUnknown = (events: HistoryFile['symbols'][number]['events']) =>
    events.some((event) => event.type === 'unknown' && event.version === label);
  return history.symbols.flatMap((symbol) => [
    ...(isUnknown(symbol.events) ? [symbol.name] : []),
    ...symbol.members
      .filter((member) => isUnknown(member.events))
      .map((member) => `${symbol.name}::${member.name}`),
  ]);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      source: { type: 'string' },
      check: { type: 'boolean' },
      out: { type: 'string' },
      'facts-out': { type: 'string' },
    },
  });
  if (!values.source) throw new Error('missing --source <celerity-runtime checkout>');
  const out = path.resolve(values.out ?? historyFilePath());
  const factsOut = path.resolve(values['facts-out'] ?? versionFactsFilePath());
  const read: ReadVersion[] = [];
  const versions = await collectVersions({
    onTree: (dir, version) => read.push({ ...version, facts: extractReleaseFacts(dir) }),
    definedMacros: (dir) =>
      publicCompileDefinitions(readTree(dir)).map(({ name, at }) => ({
        name,
        file: at.replace(/:\d+$/, ''),
      })),
    gitDir: gitDirOf(path.resolve(values.source)),
    // As the deploy build reads a checkout (CELERITY_SOURCE + CELERITY_SOURCE_REF), one ref at a time.
    optionsFor: (dir, ref) => sourceExtractOptions(dir, { CELERITY_SOURCE_REF: ref }),
  });
  const history = buildHistory(versions);
  printFigures(history);
  const facts = buildVersionFacts(read);
  printFactCounts(facts);
  if (!values.check) {
    writeFileSync(out, serializeHistory(history));
    writeFileSync(factsOut, serializeVersionFacts(facts));
    console.error(`api:history: wrote ${displayPath(out)} and ${displayPath(factsOut)}`);
    return 0;
  }
  const factsStale = checkFactsFile(factsOut, facts, values.source);
  if (!existsSync(out)) {
    console.error(`api:history --check: ${displayPath(out)} does not exist`);
    return 1;
  }
  const stale = staleReport(
    parseHistoryFile(JSON.parse(readFileSync(out, 'utf8')), displayPath(out)),
    history,
  );
  if (stale.length === 0) {
    console.error(`api:history --check: ${displayPath(out)} is up to date`);
    return factsStale ? 1 : 0;
  }
  console.error(
    `api:history --check: ${displayPath(out)} is stale; run "npm run api:history -- --source ${values.source}":`,
  );
  for (const line of stale) console.error(`  ${line}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`api:history failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
