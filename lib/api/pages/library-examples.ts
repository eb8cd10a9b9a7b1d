import { generatedMapReader } from '@/lib/api/pages/generated-map';
import {
  LIBRARY_EXAMPLES_PATH,
  libraryExamplesSchema,
  type LibraryExampleMap,
} from '@/lib/api/xref/library-examples';

// The uses in the library's examples written at prebuild (lib/api/xref/library-examples.ts), read once
// per process. Default builds (our synopsis) write none, and pages show no such section.

const readLibraryExamples = generatedMapReader(libraryExamplesSchema);

/** Where the library's examples use the symbol of the page at `url`, or null for nowhere. */
export function libraryExamplesOf(
  url: string,
  file = LIBRARY_EXAMPLES_PATH,
): LibraryExampleMap[string] | null {
  return readLibraryExamples(file)[url] ?? null;
}
