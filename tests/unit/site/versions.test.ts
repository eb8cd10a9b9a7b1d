import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BROWSER_PATCHES, EXPORT_PASSES } from '@/lib/export/passes';
import { VERIFIED_VERSIONS, VERIFIED_WITH } from '@/lib/export/verified-with';
import { describeVersions, isVerified, unverifiedNotice, withVerifiedEntry } from '@/lib/export/versions';
import { captured } from './export-fixture';

const guarded = [...EXPORT_PASSES, ...BROWSER_PATCHES];

describe('the versions the passes over the export were verified with', () => {
  it('include those the fixture was captured with (npm run fixtures:export)', () => {
    expect(VERIFIED_VERSIONS).toContainEqual(captured.versions);
    expect(isVerified(captured.versions)).toBe(true);
    expect(unverifiedNotice(captured.versions, guarded)).toBeNull();
  });

  it('on other versions, name every pass that depends on them and the way to record them; the build goes on', () => {
    // A version that is never recorded (a real one may be, by `npm run export:verify` on it).
    expect(unverifiedNotice({ ...VERIFIED_WITH, next: '0.0.0-unverified' }, guarded)).toBe(
      `next 0.0.0-unverified with react-dom ${VERIFIED_WITH['react-dom']} is not among the versions the passes were verified with (${VERIFIED_VERSIONS.map(describeVersions).join('; ')}). route-payload-files, unrequested-payloads, merge-stylesheets, inline-guide-styles, compile-hints, head-order, route-load-fallback (browser) run anyway and their checks decide. When the build, the unit tests and the e2e suites hold, record the versions with npm run export:verify.`,
    );
  });

  it('leave out passes that read only standard HTML', () => {
    const plain = EXPORT_PASSES.filter((pass) => pass.verifiedWith === null);
    expect(plain.map((pass) => pass.name)).toContain('csp-meta');
    expect(unverifiedNotice({ next: '99.0.0', 'react-dom': '99.0.0' }, plain)).toBeNull();
  });

  it('are recorded by appending to the list in lib/export/verified-with.ts', () => {
    const file = 'lib/export/verified-with.ts';
    const next = { next: '16.5.0', 'react-dom': '19.3.2' };
    const recorded = withVerifiedEntry(file, readFileSync(file, 'utf8'), next);
    expect(recorded).toContain("  { next: '16.5.0', 'react-dom': '19.3.2' },\n  // verified-versions:end");
    expect(() => withVerifiedEntry(file, 'export {};', next)).toThrow(
      `${file}: the "// verified-versions:end" marker is missing`,
    );
  });
});
