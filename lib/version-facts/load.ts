import path from 'node:path';
import { readWrittenJson } from '@/lib/api/history/load';
import { contentDir, displayPath } from '@/lib/content/paths';
import { parseVersionFacts, type VersionFactsFile } from './schema';

// The committed version facts, read once per process. `npm run api:history` writes the file.

export function versionFactsFilePath(): string {
  return path.join(contentDir(), 'api/version-facts.json');
}

let cached: { file: string; facts: VersionFactsFile } | undefined;

export function getVersionFacts(file = versionFactsFilePath()): VersionFactsFile {
  if (cached?.file === file) return cached.facts;
  const json = readWrittenJson(file);
  cached = { file, facts: parseVersionFacts(json, displayPath(file)) };
  return cached.facts;
}
