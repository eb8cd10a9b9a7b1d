// @ts-check
// The name index every resolver reads: written next to the model by scripts/api-extract.ts
// (lib/api/xref/build-index.ts builds it from the model), read here once per process. Plain JS with
// JSDoc because the MDX plugins, which Turbopack loads by path, read it too.
import { existsSync, readFileSync } from 'node:fs';
import { docsVersionOfFile } from '../../config/docs-versions.mjs';
import { apiGeneratedFile } from '../../config/generated-paths.mjs';

/**
 * A page of another project's documentation (content/external-refs.yaml).
 * @typedef {object} ExternalTarget
 * @property {string} url absolute url, anchor included
 * @property {string} source where it goes, for readers (`SYCL 2020 specification`, `cppreference`)
 */

/**
 * @typedef {object} XrefIndex
 * @property {Record<string, string>} names fully qualified name → url, for every symbol that links,
 *   members (`celerity::queue::submit`, inherited ones included) and enumerators
 * @property {Record<string, string>} short a shorter `::`-suffix that names exactly one symbol → url
 *   (`access::one_to_one`, `buffer`); prose only, where readers drop the namespace
 * @property {Record<string, string | null>} types names of types → the record whose members a variable
 *   of that type has (records, aliases of records), or null (enums, other aliases)
 * @property {Record<string, ExternalTarget>} [external] C++ names of other projects (`sycl::buffer`,
 *   `std::vector`, `MPI_Comm_rank`) → their documentation; looked up after the API's names
 * @property {Record<string, ExternalTarget>} [cmake] CMake commands and variables → their documentation
 */

/** @type {XrefIndex} */
export const EMPTY_XREF_INDEX = { names: {}, short: {}, types: {} };

export const XREF_INDEX_PATH = apiGeneratedFile('xrefIndex');

/** @type {Map<string, XrefIndex>} */
const cached = new Map();

/**
 * @param {string} [file]
 * @returns {XrefIndex}
 */
export function readXrefIndex(file = XREF_INDEX_PATH) {
  const hit = cached.get(file);
  if (hit) return hit;
  // Without an extracted model the guides still build, just without API links.
  const index = existsSync(file)
    ? /** @type {XrefIndex} */ (JSON.parse(readFileSync(file, 'utf8')))
    : EMPTY_XREF_INDEX;
  cached.set(file, index);
  return index;
}

/**
 * The index for names in a content file: its docs version's (.generated/api/versions/<name>/, written
 * by scripts/api-extract.ts), or the latest version's for the latest's guides and for pages of no version.
 * @param {string | undefined} file
 */
export function xrefIndexPathForFile(file) {
  const version = docsVersionOfFile(file);
  return version ? apiGeneratedFile('xrefIndex', version) : XREF_INDEX_PATH;
}
