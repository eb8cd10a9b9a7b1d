// The CMake variables the library's header templates use, read from a checkout without configuring
// it: the version (as CMakeLists.txt reads it), the git state (as cmake/GenerateVersionSource.cmake
// asks for it) and the literal defaults of `option()`s.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigureVariables } from './configure-file';

const VERSION_NAMES = ['CELERITY_VERSION_MAJOR', 'CELERITY_VERSION_MINOR', 'CELERITY_VERSION_PATCH'] as const;
const LEADING_VERSION = /^(\d+)\.(\d+)\.(\d+)/;
const PROJECT_VERSION = /^[ \t]*project[ \t]*\([^)]*?\bVERSION\s+(\d+)\.(\d+)\.(\d+)/im;
const RELEASE_TAG = /^v(\d+)\.(\d+)\.(\d+)$/;
// `option(NAME "help" [value])`; a value of its own (no `${…}`) is known without configuring.
const OPTION = /^[ \t]*option[ \t]*\(\s*([A-Za-z_][A-Za-z_0-9]*)\s+"(?:[^"\\]|\\.)*"\s*([^\s)]*)\s*\)/gim;

export interface VersionSources {
  /** Text of the checkout's `VERSION` file, when there is one. */
  versionFile?: string;
  /** Text of the checkout's top-level `CMakeLists.txt`, when there is one. */
  cmakeLists?: string;
  /** The ref being documented, e.g. `v0.7.0` or a commit. */
  ref?: string;
}

/** `[major, minor, patch]`, or why it cannot be told. */
export function libraryVersion(sources: VersionSources): string[] | { error: string } {
  if (sources.versionFile !== undefined) {
    const first = sources.versionFile.split(/\r?\n/, 1)[0] ?? '';
    const match = LEADING_VERSION.exec(first);
    if (!match) return { error: `VERSION:1: "${first}" does not start with a version x.y.z` };
    return match.slice(1);
  }
  const project = sources.cmakeLists && PROJECT_VERSION.exec(sources.cmakeLists);
  if (project) return project.slice(1);
  const tag = sources.ref && RELEASE_TAG.exec(sources.ref);
  if (tag) return tag.slice(1);
  return {
    error:
      'the checkout has no VERSION file, its CMakeLists.txt no project(… VERSION x.y.z), and ' +
      (sources.ref ? `the ref "${sources.ref}" is not a release tag vX.Y.Z` : 'no ref was given'),
  };
}

/**
 * The literal defaults of the `option()`s in a CMakeLists.txt (an option without one is OFF). Only
 * these are read: every other `#cmakedefine01` name (the SYCL implementation found, debug checks of
 * the build type, the platform) is set by CMake while configuring, and cannot be known without it,
 * so it stays unset and is defined as 0. What is documented does not depend on these values: the
 * extractor's preprocessor picks branches by a fixed configuration of its own, and keeps the first
 * branch of every other `#if` (see preprocess.ts).
 */
export function optionDefaults(cmakeLists: string): Map<string, string> {
  const defaults = new Map<string, string>();
  for (const [, name = '', value = ''] of cmakeLists.matchAll(OPTION)) {
    if (value.includes('$') || defaults.has(name)) continue;
    defaults.set(name, value === '' ? 'OFF' : value);
  }
  return defaults;
}

/** The abbreviated commit and whether the working tree differs from it, or `unknown` and 0 outside git. */
export function gitVariables(dir: string): Map<string, string> {
  const run = (args: string[]) => spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
  const revision = run(['rev-parse', '--short', 'HEAD']);
  if (revision.status !== 0)
    return new Map([
      ['CELERITY_VERSION_GIT_REVISION', 'unknown'],
      ['CELERITY_VERSION_GIT_IS_DIRTY', '0'],
    ]);
  return new Map([
    ['CELERITY_VERSION_GIT_REVISION', revision.stdout.trim()],
    ['CELERITY_VERSION_GIT_IS_DIRTY', run(['diff', '--quiet', 'HEAD']).status === 0 ? '0' : '1'],
  ]);
}

function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Everything the header templates of the checkout at `dir` may use. */
export function checkoutVariables(dir: string, ref?: string): ConfigureVariables {
  const cmakeLists = readIfExists(path.join(dir, 'CMakeLists.txt'));
  const version = libraryVersion({
    versionFile: readIfExists(path.join(dir, 'VERSION')),
    cmakeLists,
    ref,
  });
  const values = new Map([...optionDefaults(cmakeLists ?? ''), ...gitVariables(dir)]);
  const unknown = new Map<string, string>();
  VERSION_NAMES.forEach((name, i) => {
    if (Array.isArray(version)) values.set(name, version[i] ?? '');
    else unknown.set(name, `cannot tell the library version of ${dir}: ${version.error}`);
  });
  return { values, unknown };
}
