import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SCRATCH = path.join(root, '.generated');
const COPIED = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'mdx-components.tsx',
  'next.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * A throw-away copy of the project (what the dev server and a build read) for tests that edit content.
 * node_modules is hard-linked (Turbopack does not follow a symlinked node_modules out of the project),
 * which is instant and leaves the original untouched. Hard links need one file system, so the copy lives
 * in the ignored `.generated/` folder of this checkout rather than in the system's temp folder. Returns
 * its folder; removeProjectCopy deletes it.
 */
export function copyProject(prefix: string): string {
  mkdirSync(SCRATCH, { recursive: true });
  const dir = mkdtempSync(path.join(SCRATCH, `${prefix}-`));
  for (const entry of COPIED) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`could not link node_modules: ${linked.stderr.toString()}`);
  return dir;
}

/**
 * Deletes a copy in the background: `rm` goes on after the test run ends, so the tens of thousands of
 * files of a built copy (its out/, .next/ and linked node_modules) cost the run no time.
 */
export function removeProjectCopy(dir: string): void {
  spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).unref();
}
