import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reproducibleBuildId } from '@/lib/config/build-id.mjs';
import { gitRepository } from '../scripts/git-fixture';

const scratch = mkdtempSync(path.join(tmpdir(), 'build-id-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const clone = (repo: string) => {
  const dir = path.join(mkdtempSync(path.join(scratch, 'clone-')), 'a folder of another length');
  execFileSync('git', ['clone', '--quiet', repo, dir]);
  return dir;
};

describe('reproducibleBuildId', () => {
  const site = gitRepository(scratch, { 'content/a.mdx': 'a', 'package.json': '{}' });
  const library = gitRepository(scratch, { 'include/celerity.h': '// v1' });

  it('is the same for two checkouts of one commit in different folders', () => {
    const id = reproducibleBuildId({ root: site, env: {} });
    expect(id).toMatch(/^[0-9a-f]{20}$/);
    expect(reproducibleBuildId({ root: clone(site), env: {} })).toBe(id);
  });

  it('changes with uncommitted edits and new files', () => {
    const copy = clone(site);
    const clean = reproducibleBuildId({ root: copy, env: {} });
    writeFileSync(path.join(copy, 'content/a.mdx'), 'edited');
    const edited = reproducibleBuildId({ root: copy, env: {} });
    writeFileSync(path.join(copy, 'content/b.mdx'), 'new');
    const added = reproducibleBuildId({ root: copy, env: {} });
    expect(new Set([clean, edited, added]).size).toBe(3);
  });

  it('changes with the settings that change the output, not with the library path', () => {
    const base = reproducibleBuildId({ root: site, env: { CELERITY_SOURCE: library } });
    expect(
      reproducibleBuildId({ root: site, env: { CELERITY_SOURCE: clone(library), PATH: '/elsewhere' } }),
    ).toBe(base);
    expect(
      reproducibleBuildId({ root: site, env: { CELERITY_SOURCE: library, CELERITY_BUILD_CACHE: 'off' } }),
    ).toBe(base);
    for (const setting of [
      { BASE_PATH: '/celerity/' },
      { CELERITY_SOURCE_REF: 'v0.7.0' },
      { NEXT_PUBLIC_DOCSEARCH_APP_ID: 'APP' },
      { CELERITY_TEST_HOOKS: '1' },
    ])
      expect(reproducibleBuildId({ root: site, env: { CELERITY_SOURCE: library, ...setting } })).not.toBe(
        base,
      );
    expect(reproducibleBuildId({ root: site, env: {} })).not.toBe(base);
  });

  it('changes with the library commit', () => {
    const other = clone(library);
    const before = reproducibleBuildId({ root: site, env: { CELERITY_SOURCE: other } });
    writeFileSync(path.join(other, 'include/celerity.h'), '// v2');
    execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@e', 'commit', '-qam', 'v2'], {
      cwd: other,
    });
    expect(reproducibleBuildId({ root: site, env: { CELERITY_SOURCE: other } })).not.toBe(before);
  });

  it("is null (Next's random id) when the site or the library is not a git checkout", () => {
    const plain = mkdtempSync(path.join(scratch, 'plain-'));
    expect(reproducibleBuildId({ root: plain, env: {} })).toBeNull();
    expect(reproducibleBuildId({ root: site, env: { CELERITY_SOURCE: plain } })).toBeNull();
  });
});
