// The "real library" row: the site built with CELERITY_SOURCE pointing at a celerity-runtime checkout, as
// the deployed site is. Build time and memory, pages, the size of out/ (payload files apart), API page HTML
// and the search index a first query needs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '@/lib/export/list-files';
import { median } from './format';
import { runMeasured, type ProcessFigures } from './process-stats';
import { measureSearchIsolated, type SearchFigures } from './search-figures';
import { nextBuild, type BuildFigures } from './site-build';
import { bin } from './workspace';

export interface RealLibraryFigures extends BuildFigures {
  source: string;
  ref?: string;
  /** Every file of out/, and the route payload files (`.txt` beside the pages) among them. */
  outBytes: number;
  payloadBytes: number;
  /** API detail pages' HTML: median, p95, max. */
  apiHtml: { median: number; p95: number; max: number };
  search?: SearchFigures;
  /** `celerity::` names of the guides that this checkout lacks (left unlinked, see below). */
  unknownNames: number;
}

/** The value below which `fraction` of `values` lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Bytes of out/, and of its route payload files (`index.txt`, `__next.*.txt`). */
function exportSize(outDir: string): { outBytes: number; payloadBytes: number } {
  let outBytes = 0;
  let payloadBytes = 0;
  for (const file of listFiles(outDir)) {
    const size = statSync(file).size;
    outBytes += size;
    if (/(?:^|\/)(?:index|__next\.[^/]*)\.txt$/.test(file.split(path.sep).join('/'))) payloadBytes += size;
  }
  return { outBytes, payloadBytes };
}

/** The count prebuild prints when it leaves unknown API names unlinked; 0 when it printed none. */
export function unknownNameCount(prebuildLog: string): number {
  const match = /^(\d+) unknown API name\(s\) left as plain text/m.exec(prebuildLog);
  return match ? Number(match[1]) : 0;
}

/** Where the checkout comes from: `--source`, else CELERITY_SOURCE; undefined means the row is skipped. */
export function realSource(flag: string | undefined): string | undefined {
  const source = flag ?? process.env.CELERITY_SOURCE;
  if (source === undefined || source === '') return undefined;
  const resolved = path.resolve(source);
  if (!existsSync(path.join(resolved, 'include')))
    throw new Error(`--source ${source}: no include/ folder there (expected a celerity-runtime checkout).`);
  return resolved;
}

export async function buildRealLibrary(
  dir: string,
  source: string,
  { ref, search }: { ref?: string; search: boolean },
): Promise<RealLibraryFigures> {
  // The guides follow the newest API; an older release's headers lack some of its names. The row measures
  // the build, so such names stay plain text here instead of failing it (counted in the report).
  const env: Record<string, string> = {
    CELERITY_SOURCE: source,
    CELERITY_UNKNOWN_API_NAMES: 'warn',
    ...(ref ? { CELERITY_SOURCE_REF: ref } : {}),
  };
  console.log(`  real library (${source}): prebuild …`);
  const prebuildLog = path.join(dir, 'real-prebuild.log');
  const prebuild: ProcessFigures = await runMeasured(bin(dir, 'tsx'), ['scripts/prebuild.ts'], {
    cwd: dir,
    env,
    logFile: prebuildLog,
  });
  const built = await nextBuild(dir, 'real-build', env);
  const details = built.apiDetail.map((page) => page.raw);
  if (search) console.log('  real library: search …');
  return {
    source,
    ref,
    prebuild,
    ...built,
    ...exportSize(path.join(dir, 'out')),
    apiHtml: { median: median(details), p95: percentile(details, 0.95), max: details[0] ?? 0 },
    ...(search ? { search: measureSearchIsolated(path.join(dir, 'out')) } : {}),
    unknownNames: unknownNameCount(readFileSync(prebuildLog, 'utf8')),
  };
}
