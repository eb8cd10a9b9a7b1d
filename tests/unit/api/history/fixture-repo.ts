import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** Tags in commit order; `master` is the branch's last commit after them. */
export const FIXTURE_REFS = ['v0.1.0', 'v0.2.0', 'v0.3.0', 'v0.4.0', 'master'];

/**
 * A git repository whose commits hold the fixture trees (`fixtures/<ref>/`) in order, each tagged
 * with its folder's name, the last one on `master`. Returns its work tree; remove it when done.
 */
export function createFixtureRepo(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'history-fixture-'));
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-C', dir, '-c', 'user.name=fixture', '-c', 'user.email=fixture@example.org', ...args],
      {
        stdio: 'ignore',
      },
    );
  git('init', '-q', '-b', 'master');
  for (const ref of FIXTURE_REFS) {
    for (const entry of readdirSync(dir))
      if (entry !== '.git') rmSync(path.join(dir, entry), { recursive: true });
    cpSync(path.join(FIXTURES, ref), dir, { recursive: true });
    git('add', '-A');
    git('commit', '-q', '-m', ref);
    if (ref !== 'master') git('tag', ref);
  }
  return dir;
}
