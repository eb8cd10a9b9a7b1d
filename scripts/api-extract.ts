// Generates the API model of every docs version from C++ headers (see lib/api/extract/extract.ts):
// .generated/api/model.json for the latest release, .generated/api/versions/<name>/ for the others.
// Default: each version's synopsis headers (content/api/include for current, content/versioned_api/…).
// With CELERITY_SOURCE=<checkout with tags>: the real library headers of each version's ref,
// including `detail`, with line-anchored source links.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extractApiModel } from '@/lib/api/extract/extract';
import { API_KIND_NAMES, kindEntry } from '@/lib/api/kinds/registry';
import { lostSymbolsSummary } from '@/lib/api/extract/syntax-errors';
import { buildXrefIndex } from '@/lib/api/xref/build-index';
import { headerStates, recordExtractionInputs } from '@/lib/api/model/freshness';
import { apiGeneratedDir } from '@/lib/config/generated-paths.mjs';
import { registerModelVersion } from '@/lib/api/kinds/url-base';
import { listVersions, type DocsVersion } from '@/lib/content/versions';
import { versionExtractOptions } from './api-extract-options';

const root = process.cwd();

/** Written whole or not at all: the dev server may read the model while it is re-extracted. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

/** What the dev server compares to tell a stale model (lib/api/model/freshness.ts): synopsis headers only. */
interface Inputs {
  dirs: string[];
  states: ReturnType<typeof headerStates>;
}

/** Extracts one docs version's model and writes it, with its name index, to the version's folder. */
async function extractVersion(version: DocsVersion): Promise<Inputs> {
  const started = performance.now();
  const { options: opts, cleanup } = versionExtractOptions(root, process.env, version);
  try {
    const dirs =
      opts.source?.mode === 'synopsis' ? opts.includeDirs.map((dir) => path.resolve(opts.rootDir, dir)) : [];
    const states = headerStates(dirs);
    const { model, warnings } = await extractApiModel(opts);
    if (model.source.mode === 'synopsis' && warnings.length > 0) {
      // Our own synopsis must parse completely: unreadable code silently moves or drops symbols.
      for (const w of warnings) console.error(`${w.file}:${w.line}: ${w.message}`);
      throw new Error(
        `${warnings.length} syntax error(s) in the synopsis headers of version "${version.name}"; nothing was written.`,
      );
    }
    const dir = apiGeneratedDir(version, root);
    await mkdir(dir, { recursive: true });
    const out = path.join(dir, 'model.json');
    await writeAtomically(out, JSON.stringify(model));
    // Names in guides, samples and doc comments resolve through this index (lib/api/xref), also in MDX plugins.
    registerModelVersion(model, version);
    await writeAtomically(path.join(dir, 'xref-index.json'), JSON.stringify(buildXrefIndex(model)));
    for (const w of warnings) console.warn(`${w.file}:${w.line}: ${w.message}`);
    if (warnings.length > 0) console.warn(lostSymbolsSummary(warnings, opts.rootDir));
    const counts = API_KIND_NAMES.map((kind) => `${kindEntry(kind).symbols(model).length} ${kind}`).join(
      ', ',
    );
    const ms = Math.round(performance.now() - started);
    console.log(
      `api:extract ${version.name} (${model.source.mode}${model.source.ref ? ` @ ${model.source.ref.slice(0, 12)}` : ''}): ${counts}; ${warnings.length} warnings; ${ms} ms → ${path.relative(root, out)}`,
    );
    return { dirs, states };
  } finally {
    cleanup();
  }
}

async function main() {
  const inputs: Inputs = { dirs: [], states: [] };
  for (const version of listVersions()) {
    const { dirs, states } = await extractVersion(version);
    inputs.dirs.push(...dirs);
    inputs.states.push(...states);
  }
  recordExtractionInputs(inputs.dirs, inputs.states);
}

main().catch((error: unknown) => {
  console.error(`api:extract failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
