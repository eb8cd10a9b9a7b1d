/**
 * Which Next.js and React the passes run on. The passes over the export (lib/export/passes.ts) and the
 * route-load fallback read exact strings and request shapes that Next.js and React write; those are not an
 * API, and any upgrade may change them. Versions outside the verified set (lib/export/verified-with.ts) do
 * not stop the build: every pass runs and its check decides, and a failing check names the pass, what it no
 * longer finds and the versions it was verified with.
 *
 * An upgrade: install the new versions and run `npm run export:verify` (scripts/export-verify.ts): it builds,
 * captures fresh fixtures (tests/unit/site/fixtures/export), runs the passes, the contract tests and the e2e
 * suites in normal and plain mode, and records the versions when all hold. CI runs the same checks on every
 * pull request, so a Dependabot update is red only when one of them fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VERIFIED_VERSIONS, VERIFIED_WITH, type VerifiedVersions } from './verified-with';

type VerifiedPackage = keyof VerifiedVersions;
export type PackageVersions = Record<VerifiedPackage, string>;

const PACKAGES: readonly VerifiedPackage[] = ['next', 'react-dom'];

/** The installed versions, read from node_modules/<name>/package.json under `root`. */
export function installedVersions(root: string): PackageVersions {
  const read = (name: VerifiedPackage) => {
    const file = path.join(root, 'node_modules', name, 'package.json');
    const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
    if (typeof version !== 'string') throw new Error(`${file}: no "version" string found.`);
    return version;
  };
  return { next: read('next'), 'react-dom': read('react-dom') };
}

export const describeVersions = (versions: PackageVersions): string =>
  PACKAGES.map((name) => `${name} ${versions[name]}`).join(' with ');

/** Whether `installed` is a pair the passes were verified with. */
export const isVerified = (
  installed: PackageVersions,
  verified: readonly VerifiedVersions[] = VERIFIED_VERSIONS,
): boolean => verified.some((entry) => PACKAGES.every((name) => entry[name] === installed[name]));

/** Something that depends on Next's output: a pass, or the browser-side fallback. */
export interface VersionDependent {
  readonly name: string;
  readonly verifiedWith: VerifiedVersions | null;
}

/**
 * The notice for a build on versions outside the verified set, naming what depends on them; null when
 * they are verified or nothing depends on them.
 */
export function unverifiedNotice(
  installed: PackageVersions,
  dependents: readonly VersionDependent[],
  verified: readonly VerifiedVersions[] = VERIFIED_VERSIONS,
): string | null {
  const names = dependents.filter((entry) => entry.verifiedWith !== null).map((entry) => entry.name);
  if (isVerified(installed, verified) || names.length === 0) return null;
  return (
    `${describeVersions(installed)} is not among the versions the passes were verified with ` +
    `(${verified.map(describeVersions).join('; ')}). ${names.join(', ')} run anyway and their checks decide. ` +
    `When the build, the unit tests and the e2e suites hold, record the versions with npm run export:verify.`
  );
}

/** What a failing pass adds on unverified versions: that it was verified with others. */
export const unverifiedFailure = (installed: PackageVersions): string =>
  `(installed: ${describeVersions(installed)}; verified with ${describeVersions(VERIFIED_WITH)} ` +
  `— the output it reads may have changed; fix the pass, or build with CELERITY_EXPORT_PASSES=plain to ship Next's own output)`;

/** The source of lib/export/verified-with.ts (`file`) with `entry` appended to its list. */
export function withVerifiedEntry(file: string, source: string, entry: PackageVersions): string {
  const end = source.indexOf('  // verified-versions:end');
  if (end < 0) throw new Error(`${file}: the "// verified-versions:end" marker is missing`);
  const line = `  { next: '${entry.next}', 'react-dom': '${entry['react-dom']}' },\n`;
  return source.slice(0, end) + line + source.slice(end);
}
