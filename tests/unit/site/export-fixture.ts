// The captured export (tests/unit/site/fixtures/export, written by `npm run fixtures:export` from a real
// `next build` of this site): the 404 page, one guide and one API page with their payload files, the
// stylesheets and (cut short) scripts they link, robots.txt and the sitemap cut down to those pages. Tests work on a fresh copy, as the rewrites change files in place.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PackageVersions } from '@/lib/export/versions';
import { tempDir } from '../temp-dir';

export const FIXTURE = path.resolve(__dirname, 'fixtures/export');

export const captured = JSON.parse(readFileSync(path.join(FIXTURE, 'captured-with.json'), 'utf8')) as {
  versions: PackageVersions;
  /** URL paths of the captured pages: `/404.html`, one guide and one API page. */
  pages: string[];
};

/** The captured API page, as URL path and as file relative to the export. */
export const API_PAGE = captured.pages.find((page) => page.startsWith('/docs/api/'))!;
export const API_PAGE_FILE = `${API_PAGE.slice(1)}index.html`;
/** The captured guide, as URL path. */
export const GUIDE_PAGE = captured.pages.find((page) => /^\/docs\/(?!api\/)/.test(page))!;
/** The folders of the captured pages' payload files (404.html's are under _not-found/). */
export const PAYLOAD_DIRS = ['_not-found/', GUIDE_PAGE.slice(1), API_PAGE.slice(1)];
/** Every captured page, as file relative to the export. */
export const PAGE_FILES = captured.pages.map((page) =>
  page.endsWith('/') ? `${page.slice(1)}index.html` : page.slice(1),
);

/** A fresh copy of the captured export in a temporary directory. */
export function copyOfExport(): string {
  const out = tempDir('export-fixture-');
  cpSync(FIXTURE, out, { recursive: true });
  rmSync(path.join(out, 'captured-with.json'));
  return out;
}

export const readFixture = (file: string) => readFileSync(path.join(FIXTURE, file), 'utf8');
