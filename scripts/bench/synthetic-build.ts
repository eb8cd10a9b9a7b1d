// Build figures for synthetic API references of growing size: the copy's synopsis headers are
// replaced by generated ones, then the model is extracted and the site built.
import path from 'node:path';
import { runMeasured, type ProcessFigures } from './process-stats';
import { measureSearchIsolated, type SearchFigures } from './search-figures';
import { nextBuild, type BuildFigures } from './site-build';
import { writeSyntheticHeaders } from './synthetic-headers';
import { bin, removeDir } from './workspace';

export interface SyntheticFigures extends Omit<BuildFigures, 'prebuild'> {
  symbols: number;
  extraction: ProcessFigures;
  /** Build wall time per exported HTML page, ms. */
  msPerPage: number;
  /** The local search index of this build (left out with `--skip search`). */
  search?: SearchFigures;
}

export async function buildSyntheticSize(
  dir: string,
  symbols: number,
  { search }: { search: boolean },
): Promise<SyntheticFigures> {
  const headers = path.join(dir, 'content/api/include/celerity');
  removeDir(headers);
  const written = writeSyntheticHeaders(headers, symbols);
  console.log(`  synthetic ${written} symbols: api:extract …`);
  const extraction = await runMeasured(bin(dir, 'tsx'), ['scripts/api-extract.ts'], {
    cwd: dir,
    logFile: path.join(dir, `synthetic-${written}-extract.log`),
  });
  const built = await nextBuild(dir, `synthetic-${written}-build`);
  if (search) console.log(`  synthetic ${written} symbols: search …`);
  return {
    symbols: written,
    extraction,
    ...built,
    msPerPage: built.build.wallMs / built.htmlPages,
    ...(search ? { search: measureSearchIsolated(path.join(dir, 'out')) } : {}),
  };
}
