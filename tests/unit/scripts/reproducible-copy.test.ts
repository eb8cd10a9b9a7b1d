import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnvironment, makeCopy, runNpm } from '@/scripts/reproducible/build-copy';
import { git, gitRepository } from './git-fixture';

const scratch = mkdtempSync(path.join(tmpdir(), 'reproducible-copy-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('makeCopy', () => {
  it('clones HEAD with its history and adds the working tree changes and a linked node_modules', () => {
    const repo = gitRepository(scratch, { 'kept.txt': 'kept', 'edited.txt': 'old', 'deleted.txt': 'x' });
    writeFileSync(path.join(repo, 'edited.txt'), 'new');
    unlinkSync(path.join(repo, 'deleted.txt'));
    mkdirSync(path.join(repo, 'content'));
    writeFileSync(path.join(repo, 'content/untracked.mdx'), 'draft');
    writeFileSync(path.join(repo, '.gitignore'), 'node_modules/\nignored.log\n');
    writeFileSync(path.join(repo, 'ignored.log'), 'noise');
    mkdirSync(path.join(repo, 'node_modules/pkg'), { recursive: true });
    writeFileSync(path.join(repo, 'node_modules/pkg/index.js'), 'module');
    const dir = path.join(scratch, 'copy');
    const { commit, changedFiles } = makeCopy(repo, dir);
    expect(commit).toBe(git(repo, 'rev-parse', 'HEAD').trim());
    expect(changedFiles).toBe(4);
    expect(git(dir, 'log', '--format=%H').trim()).toBe(commit);
    expect(readFileSync(path.join(dir, 'kept.txt'), 'utf8')).toBe('kept');
    expect(readFileSync(path.join(dir, 'edited.txt'), 'utf8')).toBe('new');
    expect(existsSync(path.join(dir, 'deleted.txt'))).toBe(false);
    expect(readFileSync(path.join(dir, 'content/untracked.mdx'), 'utf8')).toBe('draft');
    expect(existsSync(path.join(dir, 'ignored.log'))).toBe(false);
    const linked = path.join(dir, 'node_modules/pkg/index.js');
    expect(statSync(linked).ino).toBe(statSync(path.join(repo, 'node_modules/pkg/index.js')).ino);
  });
});

describe('runNpm', () => {
  it('fails with the end of the script output', async () => {
    const dir = mkdtempSync(path.join(scratch, 'npm-'));
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ scripts: { build: 'echo compiling && echo broken page >&2 && exit 3' } }),
    );
    const log = path.join(scratch, 'npm.log');
    await expect(runNpm(dir, 'build', log, process.env)).rejects.toThrow(
      /npm run build failed in .* \(exit 3\)[^]*broken page/,
    );
  });

  it('passes arguments to the script', async () => {
    const dir = mkdtempSync(path.join(scratch, 'npm-'));
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ scripts: { bundle: 'echo args:' } }));
    const log = path.join(scratch, 'args.log');
    await runNpm(dir, 'bundle', log, process.env, ['--version', '0.7.0']);
    expect(readFileSync(log, 'utf8')).toContain('args: --version 0.7.0');
  });
});

describe('buildEnvironment', () => {
  it("passes this environment on without npm's own variables, with an absolute CELERITY_SOURCE and no compile cache", () => {
    const env = buildEnvironment('/repo', {
      NODE_ENV: 'production',
      PATH: '/bin',
      BASE_PATH: '/celerity/',
      CELERITY_SOURCE: '.vendor/celerity-runtime',
      INIT_CWD: '/repo',
      npm_package_json: '/repo/package.json',
      npm_lifecycle_event: 'check:reproducible',
      npm_config_cache: '/cache',
    });
    expect(env).toEqual({
      NODE_ENV: 'production',
      PATH: '/bin',
      BASE_PATH: '/celerity/',
      CELERITY_SOURCE: '/repo/.vendor/celerity-runtime',
      NEXT_TELEMETRY_DISABLED: '1',
      CELERITY_BUILD_CACHE: 'off',
      npm_config_cache: '/cache',
    });
  });
});
