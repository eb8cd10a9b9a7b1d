import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '@/lib/content/content-error';
import {
  builtVersions,
  checkVersionSegments,
  latestVersion,
  listVersions,
  parseVersions,
  pathInVersion,
  unbuiltVersions,
  unbuiltVersionTest,
  versionFolders,
} from '@/lib/content/versions';

const entry = (fields: string) => `- { ref: master, cppStandard: 20, banner: none, ${fields} }\n`;

describe('parseVersions', () => {
  it('derives paths and folders from the name: the latest at /docs/, current at /docs/next/', () => {
    const versions = parseVersions(
      'v.yaml',
      entry('name: current, label: Next') +
        entry("name: '0.7', label: '0.7', isLast: true") +
        entry("name: '0.6', label: '0.6'"),
      '/c',
    );
    expect(
      versions.map((v) => [v.name, v.path, v.docsDir, v.sidebarsFile, v.synopsisDir, v.indexable]),
    ).toEqual([
      ['current', '/docs/next/', '/c/docs', '/c/sidebars.yaml', '/c/api/include', false],
      [
        '0.7',
        '/docs/',
        '/c/versioned_docs/version-0.7',
        '/c/versioned_sidebars/version-0.7-sidebars.yaml',
        '/c/versioned_api/version-0.7/include',
        true,
      ],
      [
        '0.6',
        '/docs/0.6/',
        '/c/versioned_docs/version-0.6',
        '/c/versioned_sidebars/version-0.6-sidebars.yaml',
        '/c/versioned_api/version-0.6/include',
        true,
      ],
    ]);
  });

  it('serves current at /docs/ and indexes it when it is the only version', () => {
    const [only] = parseVersions('v.yaml', entry('name: current, label: Next, isLast: true'), '/c');
    expect([only?.path, only?.indexable]).toEqual(['/docs/', true]);
  });

  it('requires exactly one last version, unique names and the documented fields', () => {
    expect(() => parseVersions('v.yaml', entry('name: a, label: A'))).toThrow(
      'v.yaml:1:1: exactly one version must have "isLast: true"',
    );
    expect(() =>
      parseVersions('v.yaml', entry('name: a, label: A, isLast: true') + entry('name: a, label: B')),
    ).toThrow('version names must be unique');
    expect(() =>
      parseVersions(
        'v.yaml',
        '- { name: a, label: A, ref: x, cppStandard: 14, banner: none, isLast: true }\n',
      ),
    ).toThrow('[0].cppStandard');
    expect(() => parseVersions('v.yaml', '- { name: a, label: A, isLast: true }\n')).toThrow('[0].ref');
  });
});

describe('checkVersionSegments', () => {
  const versions = parseVersions(
    'v.yaml',
    entry('name: current, label: Next') +
      entry("name: '0.7', label: '0.7', isLast: true") +
      entry('name: api, label: API'),
    '/c',
  );

  it('refuses a version served where a page of the latest version is', () => {
    expect(() => checkVersionSegments(versions, ['tutorial'])).toThrow(ContentError);
    expect(() => checkVersionSegments(versions, ['tutorial'])).toThrow(
      'would be served at /docs/api/, which is already the API reference',
    );
    expect(() => checkVersionSegments(versions.slice(0, 2), ['next'])).toThrow(
      'version "current" would be served at /docs/next/, which is already the guide content/docs/next.mdx',
    );
    expect(() => checkVersionSegments(versions.slice(0, 2), ['tutorial'])).not.toThrow();
  });
});

describe('paths of a version', () => {
  it('moves paths of the latest version below another version root, and nothing else', () => {
    expect(pathInVersion('/docs/api/records/X/', { path: '/docs/0.6/' })).toBe('/docs/0.6/api/records/X/');
    expect(pathInVersion('/docs/', { path: '/docs/next/' })).toBe('/docs/next/');
    expect(pathInVersion('/blog/', { path: '/docs/0.6/' })).toBe('/blog/');
    expect(versionFolders('0.8', '/c').docsDir).toBe('/c/versioned_docs/version-0.8');
  });
});

describe('pages of no version', () => {
  it('keep their path in every version: the API changes pages compare the versions', () => {
    expect(pathInVersion('/docs/api/changes/0-6-to-0-7/', { path: '/docs/next/' })).toBe(
      '/docs/api/changes/0-6-to-0-7/',
    );
  });
});

describe('a build limited to some versions (CELERITY_ONLY_VERSIONS)', () => {
  const names = (versions: Array<{ name: string }>) => versions.map((version) => version.name);
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('builds every version when unset', () => {
    vi.stubEnv('CELERITY_ONLY_VERSIONS', '');
    expect(names(builtVersions())).toEqual(names(listVersions()));
    expect(unbuiltVersions()).toEqual([]);
    expect(unbuiltVersionTest()('/docs/0.6/atomics/')).toBe(false);
  });

  it('builds the latest release and the named versions, and knows the pages of the others', () => {
    vi.stubEnv('CELERITY_ONLY_VERSIONS', ' 0.6 ');
    expect(names(builtVersions())).toEqual([latestVersion().name, '0.6']);
    expect(names(unbuiltVersions())).toEqual(['current']);
    expect(unbuiltVersionTest()('/docs/next/atomics/')).toBe(true);
    expect(unbuiltVersionTest()('/docs/0.6/atomics/')).toBe(false);
    expect(unbuiltVersionTest()('/docs/atomics/')).toBe(false);
  });

  it('names an unknown version and the ones there are, and refuses the latest alone', () => {
    vi.stubEnv('CELERITY_ONLY_VERSIONS', '0.9');
    expect(() => builtVersions()).toThrow(
      'unknown docs version "0.9" (CELERITY_ONLY_VERSIONS=0.9); content/versions.yaml lists current, 0.7, 0.6',
    );
    vi.stubEnv('CELERITY_ONLY_VERSIONS', '0.7');
    expect(() => builtVersions()).toThrow(
      'CELERITY_ONLY_VERSIONS=0.7: name at least one version besides the latest release (0.7), which is always built',
    );
  });
});
