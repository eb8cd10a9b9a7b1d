// Throw-away copies of the repository for the reproducibility check: a git clone of HEAD (with its
// history, which "Last updated" reads), the working tree's uncommitted changes and untracked files on
// top, and node_modules hard-linked (Turbopack refuses a node_modules symlinked from outside the
// project; hard links cost nothing but need one file system).
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const git = (cwd: string, args: string[], input?: Buffer) =>
  execFileSync('git', args, { cwd, input, maxBuffer: 1 << 30, stdio: ['pipe', 'pipe', 'pipe'] });

/** Where the copies go: the system's temp folder when node_modules can be hard-linked there. */
export function copiesParent(repoRoot: string): string {
  const temp = tmpdir();
  return statSync(temp).dev === statSync(path.join(repoRoot, 'node_modules')).dev
    ? temp
    : path.dirname(repoRoot);
}

/** Clones `repoRoot` into `dir` and applies what differs from HEAD on disk; returns the commit. */
export function makeCopy(repoRoot: string, dir: string): { commit: string; changedFiles: number } {
  const commit = git(repoRoot, ['rev-parse', 'HEAD']).toString().trim();
  execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', repoRoot, dir]);
  git(dir, ['checkout', '--quiet', '--detach', commit]);
  const diff = git(repoRoot, ['diff', '--binary', 'HEAD']);
  if (diff.length > 0) git(dir, ['apply', '--binary', '-'], diff);
  const untracked = git(repoRoot, ['ls-files', '-z', '--others', '--exclude-standard'])
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of untracked) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(repoRoot, file), path.join(dir, file));
  }
  const changed = git(repoRoot, ['diff', '--name-only', 'HEAD']).toString().split('\n').filter(Boolean);
  execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules')]);
  return { commit, changedFiles: changed.length + untracked.length };
}

/**
 * Runs `npm run <script> [-- args]` in `dir` with its output in `log`; a failure rejects with the log's end.
 * Asynchronous, so the two copies can build side by side.
 */
export async function runNpm(
  dir: string,
  script: string,
  log: string,
  env: NodeJS.ProcessEnv,
  args: readonly string[] = [],
): Promise<void> {
  const fd = openSync(log, 'a');
  try {
    const command = ['run', script, ...(args.length > 0 ? ['--', ...args] : [])];
    const child = spawn('npm', command, { cwd: dir, env, stdio: ['ignore', fd, fd] });
    const outcome = await new Promise<string | undefined>((resolve) => {
      child.once('error', (error) => resolve(error.message));
      child.once('close', (code, signal) => resolve(code === 0 ? undefined : `exit ${code ?? signal}`));
    });
    if (outcome !== undefined) {
      const tail = readFileSync(log, 'utf8').trimEnd().split('\n').slice(-40).join('\n');
      throw new Error(`npm run ${script} failed in ${dir} (${outcome}); the end of its output:\n${tail}`);
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The builds' environment: this one without what npm set for this script (its package path, its
 * working folder), without telemetry, and with a relative CELERITY_SOURCE made absolute (the copies
 * build in other folders).
 */
export function buildEnvironment(repoRoot: string, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  // The copies are deleted after the build: a compile cache written into them would never be read.
  const result: NodeJS.ProcessEnv = { ...env, NEXT_TELEMETRY_DISABLED: '1', CELERITY_BUILD_CACHE: 'off' };
  for (const key of Object.keys(result))
    if (key === 'INIT_CWD' || key.startsWith('npm_package_') || key.startsWith('npm_lifecycle_'))
      delete result[key];
  if (env.CELERITY_SOURCE) result.CELERITY_SOURCE = path.resolve(repoRoot, env.CELERITY_SOURCE);
  return result;
}
