// Small git repositories for tests of code that reads git (commit times, clones of the working tree).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { writeTree } from '../temp-dir';

/** Commit time of every fixture commit: 2024-05-01T12:00:00Z. */
export const COMMIT_EPOCH = 1714564800;

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.org',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.org',
      GIT_AUTHOR_DATE: `${COMMIT_EPOCH} +0000`,
      GIT_COMMITTER_DATE: `${COMMIT_EPOCH} +0000`,
    },
  });
}

/** A new repository under `parent` with `files` committed. */
export function gitRepository(parent: string, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(parent, 'repo-'));
  git(dir, 'init', '--quiet', '--initial-branch=main');
  writeTree(dir, files);
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '--message', 'fixture');
  return dir;
}
