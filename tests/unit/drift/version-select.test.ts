import { describe, expect, it } from 'vitest';
import { deliberateFileOf, selectDriftVersion } from '@/lib/drift/version-select';
import { threeVersions } from '../content/three-versions';

const versions = threeVersions('/site/content');

describe('the docs version a drift run compares', () => {
  it('takes the version named with --version, whatever the checkout is at', () => {
    expect(selectDriftVersion(versions, '0.6', { tags: ['v0.7.0'] }).version.name).toBe('0.6');
  });

  it('names the known versions when --version names none of them', () => {
    expect(() => selectDriftVersion(versions, '0.5', { tags: [] })).toThrow(
      '--version 0.5: no such docs version; content/versions.yaml lists current, 0.7, 0.6',
    );
  });

  it('picks the version whose ref is a tag at the checkout HEAD', () => {
    const selected = selectDriftVersion(versions, undefined, { tags: ['v0.6.0'], branch: 'HEAD' });
    expect(selected.version.name).toBe('0.6');
    expect(selected.reason).toBe('the checkout is at its ref v0.6.0');
  });

  it('picks the version whose ref is the checked-out branch', () => {
    expect(selectDriftVersion(versions, undefined, { tags: [], branch: 'master' }).version.name).toBe(
      'current',
    );
  });

  it('falls back to the working copy for a checkout at no version ref, and says so', () => {
    const selected = selectDriftVersion(versions, undefined, { tags: ['v0.5.1'], branch: 'HEAD' });
    expect(selected.version.name).toBe('current');
    expect(selected.reason).toBe("no version's ref matches the checkout (v0.5.1)");
  });

  it('refuses to guess when the checkout is at the refs of two versions', () => {
    expect(() => selectDriftVersion(versions, undefined, { tags: ['v0.7.0'], branch: 'master' })).toThrow(
      'the checkout is at master and v0.7.0, the refs of versions current and 0.7; choose one with --version',
    );
  });

  it('reads each version’s deliberate differences beside its synopsis', () => {
    const [current, release] = [versions[0]!, versions[2]!];
    expect(deliberateFileOf(current)).toBe('/site/content/api/drift-deliberate.yaml');
    expect(deliberateFileOf(release)).toBe('/site/content/versioned_api/version-0.6/drift-deliberate.yaml');
  });
});
