// Build figures for synthetic API references of growing size: generated headers are added beside the
// copy's synopsis headers, then the model is extracted, prebuild connects the docs and the site is built.
// The synopsis stays because the guides name its API (in code and as links to its pages); a build
// without it fails prebuild's name check or postbuild's link check, which is not what this measures.
import path from 'node:path';
import { runMeasured, type ProcessFigures } from './process-stats';
import { measureSearchIsolated, type SearchFigures } from './search-figures';
import { nextBuild, SYNOPSIS_ENV, type BuildFigures } from './site-build';
import { writeSyntheticHeaders } from './synthetic-headers';
import { bin, removeDir } from './workspace';

export interface SyntheticFigures extends BuildFigures {
  /** Generated symbols, on top of the synopsis's own. */
  symbols: number;
  extraction: ProcessFigures;
  /** Build wall time per exported HTML page, ms. */
  msPerPage: number;
  /** The local search index of this build (left out with `--skip search`). */
  search?: SearchFigures;
}

/** Where the generated headers go: a folder of their own next to `content/api/include/celerity/`. */
export const syntheticHeaderDir = (dir: string) => path.join(dir, 'content/api/include/synthetic');

export async function buildSyntheticSize(
  dir: string,
  symbols: number,
  { search }: { search: boolean },
): Promise<SyntheticFigures> {
  const headers = syntheticHeaderDir(dir);
  removeDir(headers);
  const written = writeSyntheticHeaders(headers, symbols);
  const label = `synthetic-${written}`;
  console.log(`  synthetic ${written} symbols: api:extract …`);
  // Extraction alone first, so its time and memory stay comparable across sizes; prebuild extracts
  // again (quickly) as part of its checks.
  const extraction = await runMeasured(bin(dir, 'tsx'), ['scripts/api-extract.ts'], {
    cwd: dir,
    env: SYNOPSIS_ENV,
    logFile: path.join(dir, `${label}-extract.log`),
  });
  console.log(`  synthetic ${written} symbols: prebuild …`);
  const prebuild = await runMeasured(bin(dir, 'tsx'), ['scripts/prebuild.ts'], {
    cwd: dir,
    env: SYNOPSIS_ENV,
    logFile: path.join(dir, `${label}-prebuild.log`),
  });
  const built = await nextBuild(dir, `${label}-build`, SYNOPSIS_ENV);
  if (search) console.log(`  synthetic ${written} symbols: search …`);
  return {
    symbols: written,
    extraction,
    prebuild,
    ...built,
    msPerPage: built.build.wallMs / built.htmlPages,
    ...(search ? { search: measureSearchIsolated(path.join(dir, 'out')) } : {}),
  };
}
