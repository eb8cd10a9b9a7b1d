// Generates .generated/api/model.json from the C++ headers (see lib/api/extract/extract.ts).
// Default: the synopsis headers in content/api/include. With CELERITY_SOURCE=<checkout>: the real
// library headers, including `detail`, with line-anchored source links.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { extractApiModel } from '@/lib/api/extract/extract';
import { API_KIND_NAMES, kindEntry } from '@/lib/api/kinds/registry';
import { lostSymbolsSummary } from '@/lib/api/extract/syntax-errors';
import { buildXrefIndex } from '@/lib/api/xref/build-index';
import { XREF_INDEX_PATH } from '@/lib/api/xref/xref-index.mjs';
import { recordExtractionInputs } from '@/lib/api/model/freshness';
import { extractOptions } from './api-extract-options';

const root = process.cwd();

/** Written whole or not at all: the dev server may read the model while it is re-extracted. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

async function main() {
  const started = performance.now();
  const opts = extractOptions(root, process.env);
  const { model, warnings } = await extractApiModel(opts);
  if (model.source.mode === 'synopsis' && warnings.length > 0) {
    // Our own synopsis must parse completely: unreadable code silently moves or drops symbols.
    for (const w of warnings) console.error(`${w.file}:${w.line}: ${w.message}`);
    throw new Error(`${warnings.length} syntax error(s) in the synopsis headers; nothing was written.`);
  }
  const out = path.join(root, '.generated/api/model.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeAtomically(out, JSON.stringify(model));
  // Names in guides, samples and doc comments resolve through this index (lib/api/xref), also in MDX plugins.
  await writeAtomically(XREF_INDEX_PATH, JSON.stringify(buildXrefIndex(model)));
  recordExtractionInputs(opts.includeDirs.map((dir) => path.resolve(opts.rootDir, dir)));
  for (const w of warnings) console.warn(`${w.file}:${w.line}: ${w.message}`);
  if (warnings.length > 0) console.warn(lostSymbolsSummary(warnings, opts.rootDir));
  const counts = API_KIND_NAMES.map((kind) => `${kindEntry(kind).symbols(model).length} ${kind}`).join(', ');
  const ms = Math.round(performance.now() - started);
  console.log(
    `api:extract (${model.source.mode}${model.source.ref ? ` @ ${model.source.ref.slice(0, 12)}` : ''}): ${counts}; ${warnings.length} warnings; ${ms} ms → ${path.relative(root, out)}`,
  );
}

main().catch((error: unknown) => {
  console.error(`api:extract failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
