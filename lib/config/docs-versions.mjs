// @ts-check
// Which docs version a content file belongs to, for the MDX plugins (Turbopack loads them by path, so
// they cannot import TypeScript): content/docs/ is the working copy `current`, and
// content/versioned_docs/version-<name>/ a release. content/versions.yaml says which version is the
// latest (served at /docs/); lib/content/versions.ts validates that file, this only reads it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * @typedef {object} FileVersion
 * @property {string} name the version's name (`current`, `0.7`)
 * @property {string} path where its pages are served (`/docs/`, `/docs/next/`, `/docs/0.6/`)
 * @property {boolean} isLast whether it is the latest release
 */

/** @type {{ key: string, latest: string } | undefined} */
let cached;

/** The name of the latest version (`current` when there is no versions.yaml). */
function latestName(contentDir = path.join(process.cwd(), 'content')) {
  const file = path.join(contentDir, 'versions.yaml');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (cached?.key === text) return cached.latest;
  const entries = /** @type {Array<{ name?: unknown, isLast?: unknown }>} */ (text ? parse(text) : []);
  const latest = entries.find((entry) => entry.isLast === true)?.name;
  cached = { key: text, latest: latest === undefined ? 'current' : String(latest) };
  return cached.latest;
}

/**
 * The docs version of a guide file, or undefined for other files (blog posts, pages), which belong to
 * no version and link to the latest.
 * @param {string | undefined} file
 * @returns {FileVersion | undefined}
 */
export function docsVersionOfFile(file) {
  const match = /[\\/]content[\\/](?:versioned_docs[\\/]version-([^\\/]+)|docs)[\\/][^\\/]+$/.exec(
    file ?? '',
  );
  if (!match) return undefined;
  const name = match[1] ?? 'current';
  const isLast = name === latestName();
  return { name, isLast, path: isLast ? '/docs/' : `/docs/${name === 'current' ? 'next' : name}/` };
}

/** Pages below /docs/ that belong to no version: the API changes pages compare the versions. */
export const UNVERSIONED_PATHS = ['/docs/api/changes/'];

/**
 * `url` (a path of the latest version, `/docs/…`) in `version`; other urls (and the pages of no
 * version) are returned unchanged.
 * @param {string} url
 * @param {{ path: string }} version
 */
export function urlInVersion(url, version) {
  if (!url.startsWith('/docs/') || UNVERSIONED_PATHS.some((path) => url.startsWith(path))) return url;
  return version.path + url.slice('/docs/'.length);
}

/**
 * Where prebuild writes a version's API model and the maps derived from it (the name index behind code
 * links, …): the latest version's in .generated/api/, another's in .generated/api/versions/<name>/.
 * @param {{ name: string, isLast: boolean }} version
 * @param {string} [root] the project folder
 */
export function apiGeneratedDir(version, root = process.cwd()) {
  const top = path.join(root, '.generated', 'api');
  return version.isLast ? top : path.join(top, 'versions', version.name);
}
