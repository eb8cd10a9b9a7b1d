// Builds the site in a copy and measures the build: prebuild (API extraction and content checks)
// and `next build` (static export), each timed, plus page counts of the export.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
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
  apiDetailPages: number;
  /** Detail pages (symbols and member pages); the five index pages are counted apart. */
  apiHtmlBytes: { min: number; median: number; max: number };
  /** Detail pages whose HTML is over the 30 KB target. */
  apiPagesOver: number;
  /** The largest index page (`/docs/api/records/` and the like list every symbol). */
  apiIndexMaxBytes: number;
  /** Links in code and signature cards, as prebuild counted them (scripts/connect-figures.ts). */
  xref?: XrefFigures;
}

/**
 * Pages that list symbols: a kind's index (`/docs/api/records/`, `/docs/api/namespaces/`) and the pages
 * of a large namespace (`/docs/api/records/in/celerity/detail/2/`). No symbol or member page has `in`
 * as its second segment.
 */
export const isIndexPage = (file: string) =>
  /docs\/api\/[a-z]+\/(?:in\/.+\/)?index\.html$/.test(file.split(path.sep).join('/'));

/**
 * For the builds from the synopsis: a CELERITY_SOURCE in the bench's environment is meant for the real
 * library row and must not turn the default or synthetic builds into builds of that checkout.
 */
export const SYNOPSIS_ENV: Record<string, undefined> = {
  CELERITY_SOURCE: undefined,
  CELERITY_SOURCE_REF: undefined,
  CELERITY_UNKNOWN_API_NAMES: undefined,
};

/** HTML sizes of the API reference: detail pages and index pages, each largest first. */
export function apiHtmlSizes(dir: string): { details: number[]; indexes: number[] } {
  const files = htmlFiles(path.join(dir, 'out/docs/api'));
  const sizes = (list: string[]) => list.map((file) => statSync(file).size).sort((a, b) => b - a);
  return {
    details: sizes(files.filter((file) => !isIndexPage(file))),
    indexes: sizes(files.filter(isIndexPage)),
  };
}

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
  const api = apiHtmlSizes(dir);
  return {
    build,
    htmlPages,
    pagesPerSecond: htmlPages / (build.wallMs / 1000),
    apiPages: api.details.length + api.indexes.length,
    apiDetailPages: api.details.length,
    apiHtmlBytes: spread(api.details),
    apiPagesOver: api.details.filter((size) => size > 30 * 1024).length,
    apiIndexMaxBytes: api.indexes[0] ?? 0,
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
  const xref = path.join(dir, '.generated/api/xref-figures.json');
  return existsSync(xref)
    ? { ...figures, xref: JSON.parse(readFileSync(xref, 'utf8')) as XrefFigures }
    : figures;
}

/** Id of `celerity::buffer`'s record page in the copy's extracted model. */
export function bufferRecordId(dir: string): string {
  const model = JSON.parse(readFileSync(path.join(dir, '.generated/api/model.json'), 'utf8')) as {
    records: Array<{ id: string; qualifiedName: string }>;
  };
  const buffer =
    model.records.find((record) => record.qualifiedName === 'celerity::buffer') ?? model.records[0];
  if (!buffer) throw new Error(`${dir}/.generated/api/model.json has no records`);
  return buffer.id;
}
