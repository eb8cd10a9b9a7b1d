import { describe, expect, it } from 'vitest';
import { installedVersions, VERIFIED_WITH, versionMismatches } from '@/lib/export/versions';
import { captured } from './export-fixture';

describe('the version guard of the post-build rewrites', () => {
  it('passes for the installed next and react-dom', () => {
    expect(installedVersions(process.cwd())).toEqual(VERIFIED_WITH);
    expect(versionMismatches(installedVersions(process.cwd()))).toEqual([]);
  });

  it('was verified on a fixture captured with those versions (npm run fixtures:export)', () => {
    expect(captured.versions).toEqual(VERIFIED_WITH);
  });

  it('names the package, both versions and what to re-verify when they differ', () => {
    expect(versionMismatches({ ...VERIFIED_WITH, next: '16.5.0' })).toEqual([
      `next 16.5.0 is installed, but the post-build rewrites were verified with next ${VERIFIED_WITH.next}; re-verify lib/export/flight-payload.ts before upgrading (npm run fixtures:export, then the unit and e2e tests), then update VERIFIED_WITH in lib/export/versions.ts.`,
    ]);
    expect(versionMismatches({ next: '15.0.0', 'react-dom': '19.4.0' })).toHaveLength(2);
  });
});
