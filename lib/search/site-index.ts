import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedDir } from '@/lib/config/generated-paths.mjs';
import { builtVersions, listVersions } from '@/lib/content/versions';
import { buildSearchIndexFiles, type SearchIndexFiles } from './build-index';
import { collectVersionRecords } from './site-records';

/**
 * The index files as prebuild computed them (file → text). Prebuild has just parsed every guide for its
 * checks, so the records cost it a fraction of what the build's page worker would pay to parse them all
 * again; `next build` serves these. The dev server always builds the index itself, so edits show.
 */
const PREBUILT_INDEX = path.join(generatedDir(), 'search-index.json');
let prebuilt: SearchIndexFiles | undefined;

const cached = new Map<string, { records: string; files: Promise<SearchIndexFiles> }>();

/** One version's index files, built once per process; the dev server rebuilds them when its records change. */
function versionIndexFiles(versionName: string): Promise<SearchIndexFiles> {
  const known = cached.get(versionName);
  if (known && process.env.NODE_ENV === 'production') return known.files;
  const version = listVersions().find((candidate) => candidate.name === versionName);
  if (!version) throw new Error(`Search index of unknown docs version "${versionName}"`);
  const records = collectVersionRecords(version);
  const key = JSON.stringify(records);
  if (known?.records === key) return known.files;
  const files = buildSearchIndexFiles(records, { source: `search records of docs ${version.name}` });
  cached.set(versionName, { records: key, files });
  return files;
}

/**
 * The site's search index files: one index per docs version, in a folder named after it
 * (`current/base.json`, `0.6/…`), each with that version's guides and API pages plus the pages of no
 * version. A reader downloads only the index of the version searched, so opening search costs what it
 * did with one version. The route lists the files, then serves each; an edited guide is found by what
 * it now says.
 */
export async function siteSearchIndexFiles(): Promise<SearchIndexFiles> {
  if (process.env.NODE_ENV === 'production' && existsSync(PREBUILT_INDEX))
    return (prebuilt ??= new Map(
      Object.entries(JSON.parse(readFileSync(PREBUILT_INDEX, 'utf8')) as Record<string, string>),
    ));
  return buildSiteSearchIndexFiles();
}

async function buildSiteSearchIndexFiles(): Promise<SearchIndexFiles> {
  const all: SearchIndexFiles = new Map();
  for (const version of builtVersions()) {
    for (const [file, text] of await versionIndexFiles(version.name))
      all.set(`${version.name}/${file}`, text);
  }
  return all;
}

/** Writes the index files for `next build` (run by prebuild, after the content checks). */
export async function writeSiteSearchIndex(): Promise<number> {
  const files = await buildSiteSearchIndexFiles();
  mkdirSync(path.dirname(PREBUILT_INDEX), { recursive: true });
  writeFileSync(PREBUILT_INDEX, JSON.stringify(Object.fromEntries(files)));
  return files.size;
}
