import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseVersions } from '@/lib/content/versions';
import { versionSearchTag } from '@/lib/search/client/search-versions';
import { cutVersion, releaseTodo, versionsWithRelease } from '@/scripts/release/cut-version';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('npm run docs:version', () => {
  it('cuts a release in a copy of content/: its pages, the latest at /docs/, banners, search tag, dropdown order', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'docs-version-'));
    const content = path.join(dir, 'content');
    cpSync('content', content, { recursive: true });
    const written = cutVersion(content, '0.8');
    expect(written).toHaveLength(5);
    const text = readFileSync(path.join(content, 'versions.yaml'), 'utf8');
    expect(text).toContain('# Docs versions, newest first.');
    expect(text).toContain(
      "- name: '0.8'\n  label: '0.8'\n  ref: v0.8.0\n  cppStandard: 20\n  banner: none\n  isLast: true\n",
    );
    const versions = parseVersions('versions.yaml', text, content);
    // The dropdown lists the versions in this order, by label.
    expect(versions.map((v) => [v.label, v.path, v.banner])).toEqual([
      ['Next (unreleased)', '/docs/next/', 'unreleased'],
      ['0.8', '/docs/', 'none'],
      ['0.7', '/docs/0.7/', 'unmaintained'],
      ['0.6', '/docs/0.6/', 'unmaintained'],
    ]);
    const release = versions.find((v) => v.name === '0.8')!;
    expect(release).toMatchObject({ ref: 'v0.8.0', cppStandard: 20, isLast: true, indexable: true });
    expect(readdirSync(release.docsDir).sort()).toEqual(readdirSync('content/docs').sort());
    expect(readdirSync(path.join(release.synopsisDir, 'celerity')).length).toBeGreaterThan(10);
    expect(versionSearchTag(release.name)).toBe('docs-default-0.8');
    expect(() => cutVersion(content, '0.8')).toThrow(/was already cut/);
  });

  it('says what is left: the API history and the announcement until they exist, and the drift check', () => {
    expect(releaseTodo('content', '0.8').map((line) => line.split(':')[0])).toEqual([
      'content/api/history.json has no 0.8',
      'no announcement',
      'check the snapshot against the release',
    ]);
    expect(releaseTodo('content', '0.7')).toHaveLength(1);
  });

  it('refuses a versions.yaml without a current entry or with the name listed', () => {
    expect(() => versionsWithRelease('v.yaml', "- { name: '0.7', isLast: true }\n", '0.8')).toThrow(
      'v.yaml: no "current" entry to cut the release from',
    );
    expect(() => versionsWithRelease('v.yaml', "- { name: '0.8' }\n", '0.8')).toThrow(
      'v.yaml: version "0.8" is listed already',
    );
  });
});
