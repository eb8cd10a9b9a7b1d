import { buildSearchIndexFiles, type SearchIndexFiles } from './build-index';
import { collectSiteRecords } from './site-records';

let files: Promise<SearchIndexFiles> | undefined;

/** The site's search index files, built once per process (the route lists them, then serves each). */
export function siteSearchIndexFiles(): Promise<SearchIndexFiles> {
  files ??= buildSearchIndexFiles(collectSiteRecords(), { source: 'site search records' });
  return files;
}
