/**
 * The Next.js and React versions a pass over the export (or the browser-side route-load fallback) was
 * verified with. Both read strings and request shapes that are not an API of Next.js or React, so each names
 * the versions it was checked against, and lib/export/versions.ts stops the build when others are installed.
 * No Node imports here: the route-load fallback runs in the browser and imports this file.
 */
export interface VerifiedVersions {
  readonly next: string;
  readonly 'react-dom': string;
}

/** The versions the current passes were last verified with (an upgrade re-verifies and moves them on). */
export const VERIFIED_WITH: VerifiedVersions = { next: '16.4.6', 'react-dom': '19.3.1' };
