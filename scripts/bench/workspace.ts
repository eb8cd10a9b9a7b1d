// Temporary copies of the repository to build in, so `next build` never touches the working tree.
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listFiles } from '@/lib/export/list-files';

export const repoRoot = process.cwd();

export function makeTempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `celerity-bench-${prefix}-`));
}

/**
 * HEAD (or `ref`) as committed (`git archive`, so others' uncommitted edits cannot break the numbers), with
 * `node_modules` hard-linked rather than copied (815 MB, and the build only reads it).
 */
export function createSiteCopy(ref = 'HEAD'): { dir: string; commit: string } {
  const dir = makeTempDir('site');
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  execSync(`git archive --format=tar ${commit} | tar -x -C ${JSON.stringify(dir)}`, {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  linkNodeModules(dir);
  return { dir, commit };
}

export function linkNodeModules(dir: string): void {
  execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules')]);
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export const htmlFiles = (dir: string) => listFiles(dir).filter((file) => file.endsWith('.html'));

/** A binary from the copy's own node_modules (no npx start-up in the timings). */
export const bin = (dir: string, name: string) => path.join(dir, 'node_modules/.bin', name);
