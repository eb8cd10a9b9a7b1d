// The captured export (tests/unit/site/fixtures/export, written by `npm run fixtures:export` from a real
// `next build` of this site): the 404 page and one API page with their payload files, robots.txt and the
// sitemap cut down to those pages. Tests work on a fresh copy, as the rewrites change files in place.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PackageVersions } from '@/lib/export/versions';

export const FIXTURE = path.resolve(__dirname, 'fixtures/export');

export const captured = JSON.parse(readFileSync(path.join(FIXTURE, 'captured-with.json'), 'utf8')) as {
  versions: PackageVersions;
  /** URL paths of the captured pages: `/404.html` and one API page. */
  pages: string[];
};

/** The captured API page, as URL path and as file relative to the export. */
export const API_PAGE = captured.pages.find((page) => page.startsWith('/docs/api/'))!;
export const API_PAGE_FILE = `${API_PAGE.slice(1)}index.html`;

/** A fresh copy of the captured export in a temporary directory. */
export function copyOfExport(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'export-fixture-'));
  cpSync(FIXTURE, out, { recursive: true });
  rmSync(path.join(out, 'captured-with.json'));
  return out;
}

export const readFixture = (file: string) => readFileSync(path.join(FIXTURE, file), 'utf8');
