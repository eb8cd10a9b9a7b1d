import { buildSearchIndexFiles, type SearchIndexFiles } from './build-index';
import type { DocSearchRecord } from './record';
import { collectSiteRecords } from './site-records';

let cached: { records: string; files: Promise<SearchIndexFiles> } | undefined;

/**
 * The site's search index files, built once per process: the route lists them, then serves each. The
 * dev server rebuilds them when the records change, so an edited guide is found by what it now says.
 */
export function siteSearchIndexFiles(): Promise<SearchIndexFiles> {
  if (cached && process.env.NODE_ENV === 'production') return cached.files;
  const records: DocSearchRecord[] = collectSiteRecords();
  const key = JSON.stringify(records);
  if (cached?.records !== key)
    cached = { records: key, files: buildSearchIndexFiles(records, { source: 'site search records' }) };
  return cached.files;
}
