import { describe, expect, it } from 'vitest';
import { BROWSER_PATCHES, EXPORT_PASSES } from '@/lib/export/passes';
import { VERIFIED_WITH } from '@/lib/export/verified-with';
import { installedVersions, versionMismatches } from '@/lib/export/versions';
import { captured } from './export-fixture';

const guarded = [...EXPORT_PASSES, ...BROWSER_PATCHES];

describe('the version guard of the passes over the export', () => {
  it('passes for the installed next and react-dom', () => {
    expect(installedVersions(process.cwd())).toEqual(VERIFIED_WITH);
    expect(versionMismatches(installedVersions(process.cwd()), guarded)).toEqual([]);
  });

  it('was verified on a fixture captured with those versions (npm run fixtures:export)', () => {
    expect(captured.versions).toEqual(VERIFIED_WITH);
  });

  it('names every pass that depends on the package, both versions and the ways out', () => {
    expect(versionMismatches({ ...VERIFIED_WITH, next: '16.5.0' }, guarded)).toEqual([
      `next 16.5.0 is installed, but route-payload-files, unrequested-payloads, merge-stylesheets, inline-guide-styles, compile-hints, head-order, route-load-fallback (browser) were verified with next ${VERIFIED_WITH.next}. Re-verify them (npm run fixtures:export, then the unit and e2e tests) and update their verifiedWith (lib/export/), or build with CELERITY_EXPORT_PASSES=plain to ship Next's own output.`,
    ]);
    expect(versionMismatches({ next: '15.0.0', 'react-dom': '19.4.0' }, guarded)).toHaveLength(2);
  });

  it('leaves out passes that read only standard HTML, and passes that are switched off', () => {
    const plain = EXPORT_PASSES.filter((pass) => pass.verifiedWith === null);
    expect(plain.map((pass) => pass.name)).toContain('csp-meta');
    expect(versionMismatches({ next: '99.0.0', 'react-dom': '99.0.0' }, plain)).toEqual([]);
  });
});
