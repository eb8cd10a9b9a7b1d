import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir, displayPath } from '@/lib/content/paths';
import { memberKey } from './keys';
import { parseHistoryFile, type HistoryFile, type MemberHistory, type SymbolHistory } from './schema';

// The committed API history, read once per process (pages import this, never the JSON: a large JSON
// import slows the build). `npm run api:history` writes the file.

export function historyFilePath(): string {
  return path.join(contentDir(), 'api/history.json');
}

let cached: { file: string; history: HistoryFile; byName: Map<string, SymbolHistory> } | undefined;

/** The JSON of a file `npm run api:history` writes, with a clear error when it is missing or broken. */
export function readWrittenJson(file: string): unknown {
  if (!existsSync(file))
    throw new Error(`${displayPath(file)} is missing: run "npm run api:history -- --source <checkout>"`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${displayPath(file)} is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function load(file: string) {
  if (cached?.file === file) return cached;
  const json = readWrittenJson(file);
  const history = parseHistoryFile(json, displayPath(file));
  cached = { file, history, byName: new Map(history.symbols.map((symbol) => [symbol.name, symbol])) };
  return cached;
}

export function getApiHistory(file = historyFilePath()): HistoryFile {
  return load(file).history;
}

/** The history of a symbol by its history key (qualified name; see keys.ts), if it has one. */
export function symbolHistory(name: string, file = historyFilePath()): SymbolHistory | undefined {
  return load(file).byName.get(name);
}

/** The history of one member (member function by name, field, enumerator) of a symbol. */
export function memberHistory(
  owner: string,
  member: string,
  file = historyFilePath(),
): MemberHistory | undefined {
  return symbolHistory(owner, file)?.members.find((entry) => entry.name === memberKey(member));
}
