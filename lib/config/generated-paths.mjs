// @ts-check
// Where prebuild writes what it generates, the one place that says so: the API model of each docs
// version and the maps derived from it, read by the site, the MDX plugins (plain JS, loaded by path),
// the scripts and the bench. The latest version's files are in .generated/api/, another version's in
// .generated/api/versions/<name>/.
import path from 'node:path';

/** The generated files of one version's API, by what they hold. */
export const API_FILES = {
  /** The extracted model (scripts/api-extract.ts). */
  model: 'model.json',
  /** The headers and settings the model was extracted from, for the dev server's freshness check. */
  inputs: 'inputs.json',
  /** The name index behind code links (lib/api/xref/build-index.ts). */
  xrefIndex: 'xref-index.json',
  /** The guides that use each symbol (scripts/connect-docs.ts). */
  backReferences: 'back-references.json',
  /** The uses of each symbol in the library's examples (scripts/connect-docs.ts). */
  libraryExamples: 'library-examples.json',
  /** The linked-names figures (scripts/connect-docs.ts). */
  xrefFigures: 'xref-figures.json',
};

/**
 * The folder of everything generated, below `root` (the project folder).
 * @param {string} [root]
 */
export const generatedDir = (root = process.cwd()) => path.join(root, '.generated');

/** The latest version, for callers that name none. */
const LATEST = { name: '', isLast: true };

/**
 * Where a version's API model and the maps derived from it are written.
 * @param {{ name: string, isLast: boolean }} [version] the latest when omitted
 * @param {string} [root] the project folder
 */
export function apiGeneratedDir(version = LATEST, root = process.cwd()) {
  const top = path.join(generatedDir(root), 'api');
  return version.isLast ? top : path.join(top, 'versions', version.name);
}

/**
 * One generated API file of a version.
 * @param {keyof typeof API_FILES} kind
 * @param {{ name: string, isLast: boolean }} [version] the latest when omitted
 * @param {string} [root] the project folder
 */
export const apiGeneratedFile = (kind, version = LATEST, root = process.cwd()) =>
  path.join(apiGeneratedDir(version, root), API_FILES[kind]);
