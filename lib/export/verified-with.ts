/**
 * The Next.js and React versions the passes over the export (and the browser-side route-load fallback) were
 * verified with. Both read strings and request shapes that are not an API of Next.js or React. Other versions
 * still run every pass and its check (lib/export/versions.ts): a pass that no longer finds what it reads fails
 * the build, naming what. `npm run export:verify` runs the verification CI runs and, when it holds, appends the
 * installed pair below. No Node imports here: the route-load fallback runs in the browser and imports this file.
 */
export interface VerifiedVersions {
  readonly next: string;
  readonly 'react-dom': string;
}

/** Every pair the passes were verified with, oldest first (scripts/export-verify.ts appends to this list). */
export const VERIFIED_VERSIONS: readonly VerifiedVersions[] = [
  // verified-versions:start
  { next: '16.4.6', 'react-dom': '19.3.1' },
  // verified-versions:end
];

/** The newest verified pair. */
export const VERIFIED_WITH: VerifiedVersions = VERIFIED_VERSIONS[VERIFIED_VERSIONS.length - 1]!;
