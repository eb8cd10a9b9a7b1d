// Build figures for synthetic API references of growing size: the copy's synopsis headers are
// replaced by generated ones, then the model is extracted and the site built.
import path from 'node:path';
import { runMeasured, type ProcessFigures } from './process-stats';
import { nextBuild, type BuildFigures } from './site-build';
import { writeSyntheticHeaders } from './synthetic-headers';
import { bin, removeDir } from './workspace';

export interface SyntheticFigures extends Omit<BuildFigures, 'prebuild'> {
  symbols: number;
  extraction: ProcessFigures;
  /** Build wall time per exported HTML page, ms. */
  msPerPage: number;
}

export async function buildSyntheticSize(dir: string, symbols: number): Promise<SyntheticFigures> {
  const headers = path.join(dir, 'content/api/include/celerity');
  removeDir(headers);
  const written = writeSyntheticHeaders(headers, symbols);
  console.log(`  synthetic ${written} symbols: api:extract …`);
  const extraction = await runMeasured(bin(dir, 'tsx'), ['scripts/api-extract.ts'], {
    cwd: dir,
    logFile: path.join(dir, `synthetic-${written}-extract.log`),
  });
  const built = await nextBuild(dir, `synthetic-${written}-build`);
  return { symbols: written, extraction, ...built, msPerPage: built.build.wallMs / built.htmlPages };
}
