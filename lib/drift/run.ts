// Extracts both API models with the same extractor (so macros and parsing are identical on both
// sides) and compares them.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkoutVariables } from '@/lib/api/extract/checkout-variables';
import { extractApiModel } from '@/lib/api/extract/extract';
import { DEFAULT_KNOWN_MACROS } from '@/lib/api/extract/preprocess';
import { compareModels } from './compare';
import { classify, type Classified, type DeliberateDifference } from './deliberate';

interface DriftInput {
  /** Directory of the synopsis headers (`content/api/include`). */
  synopsisDir: string;
  /** A celerity-runtime checkout (or a fixture) with an `include/` directory. */
  libraryDir: string;
  deliberate: DeliberateDifference[];
  /** Paths in the report are relative to this directory. */
  root: string;
}

const MARKER = /^\s*\/\/\s*celerity-source:\s*(\S+)/;

/** Synopsis headers name the real header they mirror; the report points at the synopsis file instead. */
async function synopsisPaths(dir: string, root: string): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(h|hpp)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const real = MARKER.exec((await readFile(file, 'utf8')).split('\n', 1)[0] ?? '')?.[1];
    if (real) paths.set(real, path.relative(root, file));
  }
  return paths;
}

/**
 * The site drops `[[no_unique_address]]` from member declarations; the comparison keeps it, on both
 * sides, because it is part of the declaration a user sees.
 */
const KNOWN_MACROS = [
  ...DEFAULT_KNOWN_MACROS.filter((m) => m.name !== 'CELERITY_DETAIL_NO_UNIQUE_ADDRESS'),
  { name: 'CELERITY_DETAIL_NO_UNIQUE_ADDRESS', body: '[[no_unique_address]]' },
];

export async function runDrift(
  input: DriftInput,
): Promise<Classified & { synopsisPath: (file: string) => string }> {
  const common = { includeDetail: true, sourceUrlBase: '', knownMacros: KNOWN_MACROS };
  const [synopsis, library, paths] = await Promise.all([
    extractApiModel({ ...common, includeDirs: [input.synopsisDir], rootDir: input.root }),
    // A checkout has `version.h.in` where the synopsis has the header CMake generates from it.
    extractApiModel({
      ...common,
      includeDirs: ['include'],
      rootDir: input.libraryDir,
      configure: checkoutVariables(input.libraryDir),
    }),
    synopsisPaths(input.synopsisDir, input.root),
  ]);
  const classified = classify(compareModels(synopsis.model, library.model), input.deliberate);
  return { ...classified, synopsisPath: (file) => paths.get(file) ?? file };
}
