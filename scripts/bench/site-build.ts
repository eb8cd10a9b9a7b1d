// Builds the site in a copy and measures the build: prebuild (API extraction and content checks)
// and `next build` (static export), each timed, plus page counts of the export.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiGeneratedFile } from '../../lib/config/generated-paths.mjs';
import { measureApiPages, type PageSize } from '../budgets';
import type { XrefFigures } from '../connect-figures';
import { runMeasured, type ProcessFigures } from './process-stats';
import { bin, htmlFiles, removeDir } from './workspace';
import { spread } from './format';

export interface BuildFigures {
  prebuild?: ProcessFigures;
  build: ProcessFigures;
  htmlPages: number;
  pagesPerSecond: number;
  apiPages: number;
  /** Detail pages (symbols and member pages), for their budgets; the index pages are listed apart. */
  apiDetail: PageSize[];
  apiIndex: PageSize[];
  /** Raw HTML of the detail pages, for the scaling table. */
  apiHtmlBytes: { min: number; median: number; max: number };
  /** The largest index page (`/docs/api/records/` and the like list every symbol). */
  apiIndexMaxBytes: number;
  /** Links in code and signature cards, as prebuild counted them (scripts/connect-figures.ts). */
  xref?: XrefFigures;
}

/**
 * For the builds from the synopsis: a CELERITY_SOURCE in the bench's environment is meant for the real
 * library row and must not turn the default or synthetic builds into builds of that checkout.
 */
export const SYNOPSIS_ENV: Record<string, undefined> = {
  CELERITY_SOURCE: undefined,
  CELERITY_SOURCE_REF: undefined,
  CELERITY_UNKNOWN_API_NAMES: undefined,
};

export async function nextBuild(
  dir: string,
  label: string,
  env: Record<string, string | undefined> = {},
): Promise<Omit<BuildFigures, 'prebuild'>> {
  removeDir(path.join(dir, '.next'));
  removeDir(path.join(dir, 'out'));
  console.log(`  ${label}: next build + postbuild …`);
  // What `npm run build` does after the prebuild: the export, then the post-build step that moves
  // route payloads out of the HTML and checks links.
  const build = await runMeasured(
    'bash',
    ['-c', `"${bin(dir, 'next')}" build && "${bin(dir, 'tsx')}" scripts/postbuild.ts`],
    { cwd: dir, env, logFile: path.join(dir, `${label}.log`) },
  );
  const htmlPages = htmlFiles(path.join(dir, 'out')).length;
  const api = measureApiPages(path.join(dir, 'out'));
  return {
    build,
    htmlPages,
    pagesPerSecond: htmlPages / (build.wallMs / 1000),
    apiPages: api.details.length + api.indexes.length,
    apiDetail: api.details,
    apiIndex: api.indexes,
    apiHtmlBytes: spread(api.details.map((page) => page.raw)),
    apiIndexMaxBytes: api.indexes[0]?.raw ?? 0,
  };
}

export async function buildDefaultSite(dir: string): Promise<BuildFigures> {
  console.log('  default site: prebuild …');
  const prebuild = await runMeasured(bin(dir, 'tsx'), ['scripts/prebuild.ts'], {
    cwd: dir,
    env: SYNOPSIS_ENV,
    logFile: path.join(dir, 'prebuild.log'),
  });
  const figures = { prebuild, ...(await nextBuild(dir, 'default-build', SYNOPSIS_ENV)) };
  const xref = apiGeneratedFile('xrefFigures', undefined, dir);
  return existsSync(xref)
    ? { ...figures, xref: JSON.parse(readFileSync(xref, 'utf8')) as XrefFigures }
    : figures;
}

/** Id of `celerity::buffer`'s record page in the copy's extracted model. */
export function bufferRecordId(dir: string): string {
  const file = apiGeneratedFile('model', undefined, dir);
  const model = JSON.parse(readFileSync(file, 'utf8')) as {
    records: Array<{ id: string; qualifiedName: string }>;
  };
  const buffer =
    model.records.find((record) => record.qualifiedName === 'celerity::buffer') ?? model.records[0];
  if (!buffer) throw new Error(`${file} has no records`);
  return buffer.id;
}
