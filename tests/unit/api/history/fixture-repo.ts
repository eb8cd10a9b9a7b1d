import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** Tags in commit order; `master` is the branch's last commit after them. */
export const FIXTURE_REFS = ['v0.1.0', 'v0.2.0', 'v0.3.0', 'v0.4.0', 'master'];

/**
 * A git repository with one commit per fixture folder (`fixtures/<ref>/`), in order, each tagged with
 * its folder's name, the last one on `master`. A folder holds only the files that change in that
 * version: each commit is the one before with these files written over it. Returns the work tree;
 * remove it when done.
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
    cpSync(path.join(FIXTURES, ref), dir, { recursive: true });
    git('add', '-A');
    git('commit', '-q', '-m', ref);
    if (ref !== 'master') git('tag', ref);
  }
  return dir;
}
