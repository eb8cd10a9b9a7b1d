import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir, displayPath } from '@/lib/content/paths';
import { parseVersionFacts, type VersionFactsFile } from './schema';

// The committed version facts, read once per process. `npm run api:history` writes the file.

export function versionFactsFilePath(): string {
  return path.join(contentDir(), 'api/version-facts.json');
}

let cached: { file: string; facts: VersionFactsFile } | undefined;

export function getVersionFacts(file = versionFactsFilePath()): VersionFactsFile {
  if (cached?.file === file) return cached.facts;
  if (!existsSync(file))
    throw new Error(`${displayPath(file)} is missing: run "npm run api:history -- --source <checkout>"`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${displayPath(file)} is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  cached = { file, facts: parseVersionFacts(json, displayPath(file)) };
  return cached.facts;
}
