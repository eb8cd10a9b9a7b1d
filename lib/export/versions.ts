/**
 * The version guard. The passes over the export (lib/export/passes.ts) and the route-load fallback read exact
 * strings and request shapes that Next.js and React write; those are not an API, and any upgrade may change
 * them. Each names the versions it was verified with; when others are installed, the build stops before it
 * rewrites anything, with one message that names every pass concerned and the way out (re-verify, or build
 * with the rewrites off: CELERITY_EXPORT_PASSES=plain).
 *
 * To upgrade: install the new versions, run `npm run fixtures:export` (captures real output into
 * tests/unit/site/fixtures/export), run the unit tests and the e2e suite, then update VERIFIED_WITH in
 * lib/export/verified-with.ts (or the `verifiedWith` of the passes you re-verified).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VerifiedVersions } from './verified-with';

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

/** Something that depends on Next's output: a pass, or the browser-side fallback. */
export interface VersionDependent {
  readonly name: string;
  readonly verifiedWith: VerifiedVersions | null;
}

/**
 * One message per installed package whose version differs from what some of `dependents` were verified
 * with, naming every one of them; empty when all match.
 */
export function versionMismatches(
  installed: PackageVersions,
  dependents: readonly VersionDependent[],
): string[] {
  return PACKAGES.flatMap((name) => {
    const stale = dependents.filter(
      (entry) => entry.verifiedWith !== null && entry.verifiedWith[name] !== installed[name],
    );
    if (stale.length === 0) return [];
    const verified = [...new Set(stale.map((entry) => entry.verifiedWith?.[name]))].join(', ');
    return [
      `${name} ${installed[name]} is installed, but ${stale.map((entry) => entry.name).join(', ')} ` +
        `${stale.length === 1 ? 'was' : 'were'} verified with ${name} ${verified}. Re-verify them ` +
        `(npm run fixtures:export, then the unit and e2e tests) and update their verifiedWith (lib/export/), ` +
        `or build with CELERITY_EXPORT_PASSES=plain to ship Next's own output.`,
    ];
  });
}
