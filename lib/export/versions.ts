/**
 * The post-build rewrites (lib/export/flight-payload.ts, lib/export/externalize-payloads.ts and the checks in
 * lib/export/export-invariants.ts) read exact strings of the HTML that Next.js and React write. Those strings are
 * not an API: any upgrade may change them. So the rewrites name the versions they were verified with, and
 * the build stops when other versions are installed, before it rewrites anything.
 *
 * To upgrade: install the new versions, run `npm run fixtures:export` (captures real output into
 * tests/unit/site/fixtures/export), run the unit tests and the e2e suite, then update VERIFIED_WITH.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const VERIFIED_WITH = { next: '16.4.6', 'react-dom': '19.3.1' } as const;

type VerifiedPackage = keyof typeof VERIFIED_WITH;
export type PackageVersions = Record<VerifiedPackage, string>;

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

/** One message per package whose installed version is not the verified one. */
export function versionMismatches(installed: PackageVersions): string[] {
  return (Object.keys(VERIFIED_WITH) as VerifiedPackage[])
    .filter((name) => installed[name] !== VERIFIED_WITH[name])
    .map(
      (name) =>
        `${name} ${installed[name]} is installed, but the post-build rewrites were verified with ${name} ${VERIFIED_WITH[name]}; ` +
        `re-verify lib/export/flight-payload.ts before upgrading (npm run fixtures:export, then the unit and e2e tests), ` +
        `then update VERIFIED_WITH in lib/export/versions.ts.`,
    );
}
