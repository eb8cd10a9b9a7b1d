import { existsSync, readFileSync } from 'node:fs';
import {
  BACK_REFERENCES_PATH,
  backReferencesSchema,
  type BackReferenceMap,
} from '@/lib/api/xref/back-references';

// The back-references written at prebuild (lib/api/xref/back-references.ts), read once per process.

let cached: { file: string; map: BackReferenceMap } | undefined;

function readBackReferences(file: string): BackReferenceMap {
  if (cached?.file === file) return cached.map;
  // Without a prebuild (unit tests of page builders) pages simply list no back-references.
  const map = existsSync(file) ? backReferencesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
  cached = { file, map };
  return map;
}

/** Guide sections and API examples that use the symbol of the page at `url`, or null for none. */
export function backReferencesOf(url: string, file = BACK_REFERENCES_PATH): BackReferenceMap[string] | null {
  return readBackReferences(file)[url] ?? null;
}
