// @ts-check
// The one place that says where a docs version lives and where it is served, for the MDX plugins
// (Turbopack loads them by path, so they cannot import TypeScript) and the TypeScript code alike
// (lib/content/versions.ts validates content/versions.yaml and builds on these rules).
// content/docs/ is the working copy `current`, content/versioned_docs/version-<name>/ a release; the
// latest release (isLast) is served at /docs/, current at /docs/next/, every other one at /docs/<name>/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The name of the working-copy version; keeping it keeps the `docs-default-current` search tag. */
export const CURRENT_VERSION = 'current';

export { SYNOPSIS_COMMIT } from './synopsis-commit.mjs';

/**
 * @typedef {object} FileVersion
 * @property {string} name the version's name (`current`, `0.7`)
 * @property {string} path where its pages are served (`/docs/`, `/docs/next/`, `/docs/0.6/`)
 * @property {boolean} isLast whether it is the latest release
 */

/**
 * The URL segment of a version that is not the latest.
 * @param {string} name
 */
export const versionSegment = (name) => (name === CURRENT_VERSION ? 'next' : name);

/**
 * Where a version's pages are served.
 * @param {{ name: string, isLast: boolean }} version
 */
export const versionPath = (version) =>
  version.isLast ? '/docs/' : `/docs/${versionSegment(version.name)}/`;

/**
 * Paths of a version, derived from its name alone (also for a version not yet in versions.yaml).
 * @param {string} name
 * @param {string} root the content folder
 */
export function versionFolders(name, root) {
  if (name === CURRENT_VERSION)
    return {
      docsDir: path.join(root, 'docs'),
      sidebarsFile: path.join(root, 'sidebars.yaml'),
      synopsisDir: path.join(root, 'api', 'include'),
    };
  return {
    docsDir: path.join(root, 'versioned_docs', `version-${name}`),
    sidebarsFile: path.join(root, 'versioned_sidebars', `version-${name}-sidebars.yaml`),
    synopsisDir: path.join(root, 'versioned_api', `version-${name}`, 'include'),
  };
}

/** Without versions.yaml (small test sites) the working copy is the only version. */
const SINGLE_VERSION = `- { name: ${CURRENT_VERSION}, label: Next, ref: master, cppStandard: 20, banner: none, isLast: true }\n`;

/**
 * content/versions.yaml's path and text (the single-version list when the file is missing).
 * @param {string} contentDir
 */
export function versionsSource(contentDir) {
  const file = path.join(contentDir, 'versions.yaml');
  return { file, text: existsSync(file) ? readFileSync(file, 'utf8') : SINGLE_VERSION };
}

/** @type {{ key: string, latest: string } | undefined} */
let cached;

/**
 * The name of the latest version. Only the `isLast` entry is read here: lib/content/versions.ts
 * validates the file (prebuild runs it before any MDX is compiled).
 */
function latestName(contentDir = path.join(process.cwd(), 'content')) {
  const { text } = versionsSource(contentDir);
  if (cached?.key === text) return cached.latest;
  const entries = /** @type {Array<{ name?: unknown, isLast?: unknown }>} */ (parse(text) ?? []);
  const latest = entries.find((entry) => entry.isLast === true)?.name;
  cached = { key: text, latest: latest === undefined ? CURRENT_VERSION : String(latest) };
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
  const name = match[1] ?? CURRENT_VERSION;
  const isLast = name === latestName();
  return { name, isLast, path: versionPath({ name, isLast }) };
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
