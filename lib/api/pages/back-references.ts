import { generatedMapReader } from '@/lib/api/pages/generated-map';
import {
  BACK_REFERENCES_PATH,
  backReferencesSchema,
  type BackReferenceMap,
} from '@/lib/api/xref/back-references';

// The back-references written at prebuild (lib/api/xref/back-references.ts), read once per process.

const readBackReferences = generatedMapReader(backReferencesSchema);

/** Guide sections and API examples that use the symbol of the page at `url`, or null for none. */
export function backReferencesOf(url: string, file = BACK_REFERENCES_PATH): BackReferenceMap[string] | null {
  return readBackReferences(file)[url] ?? null;
}
