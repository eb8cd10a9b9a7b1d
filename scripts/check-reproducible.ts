// `npm run check:reproducible`: builds the site twice, in two fresh copies of the repository in two
// different folders, side by side (`npm run build`, then `npm run bundle`, in each), and compares the two
// out/ trees and the bundle's archives byte for byte. Exit 0: identical; 1: something differs (the
// report names it); 2: the check could not run. The copies are HEAD plus the working tree's uncommitted
// changes and untracked files; the builds get this environment, so
// `CELERITY_SOURCE=… CELERITY_SOURCE_REF=… npm run check:reproducible` checks the deploy build.
// Usage: npm run check:reproducible [-- --keep <dir>] [-- --keep-bundle <dir>] [-- --limit <n>] [-- --version <v>]
// (--version is passed to `npm run bundle`, as the deploy workflow does for a library checkout).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildEnvironment, copiesParent, makeCopy, runNpm } from './reproducible/build-copy';
import { compareBuilds } from './reproducible/compare-builds';

const repoRoot = process.cwd();
const { values } = parseArgs({
  options: {
    keep: { type: 'string' },
    'keep-bundle': { type: 'string' },
    limit: { type: 'string', default: '20' },
    version: { type: 'string' },
  },
});
const limit = Number(values.limit);
const keep = values.keep ? path.resolve(values.keep) : undefined;
const keepBundle = values['keep-bundle'] ? path.resolve(values['keep-bundle']) : undefined;
const bundleArgs = values.version ? ['--version', values.version] : [];

const timings: [string, number][] = [];
function phase<T>(name: string, run: () => T): T {
  const started = performance.now();
  process.stdout.write(`${name} … `);
  const result = run();
  const done = () => {
    const seconds = (performance.now() - started) / 1000;
    timings.push([name, seconds]);
    console.log(`${seconds.toFixed(1)} s`);
  };
  if (result instanceof Promise) return result.finally(done) as T;
  done();
  return result;
}

async function check(work: string): Promise<number> {
  const env = buildEnvironment(repoRoot);
  const builds = ['first', 'second'].map((name) => path.join(work, name));
  for (const dir of builds) {
    const copy = phase(`copy ${path.basename(dir)}`, () => makeCopy(repoRoot, dir));
    if (dir === builds[0])
      console.log(
        `  HEAD ${copy.commit.slice(0, 12)}${copy.changedFiles > 0 ? ` + ${copy.changedFiles} uncommitted or untracked file(s)` : ''}`,
      );
  }
  // Side by side: a build leaves a processor idle for a good part of its time. Running together, they would
  // also show output that depends on which of two concurrent tasks ends first.
  await phase('build and bundle both copies, side by side', () =>
    Promise.all(
      builds.map(async (dir) => {
        const log = `${dir}.log`;
        await runNpm(dir, 'build', log, env);
        await runNpm(dir, 'bundle', log, env, bundleArgs);
      }),
    ),
  );
  const [first = '', second = ''] = builds;
  const report = phase('compare', () => compareBuilds(first, second, limit));
  if (keep) cpSync(path.join(first, 'out'), keep, { recursive: true });
  if (keepBundle) cpSync(path.join(first, 'bundle'), keepBundle, { recursive: true });
  console.log(`\n${report.lines.join('\n')}\n`);
  if (keep) console.log(`The first build's out/ is in ${keep}.`);
  if (keepBundle) console.log(`The first build's bundle/ is in ${keepBundle}.`);
  return report.identical ? 0 : 1;
}

async function run(): Promise<number> {
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit: expected a whole number of paths to list, got "${values.limit}"`);
    return 2;
  }
  for (const [option, dir] of [
    ['--keep', keep],
    ['--keep-bundle', keepBundle],
  ] as const)
    if (dir && existsSync(dir) && readdirSync(dir).length > 0) {
      console.error(`${option} ${dir}: the folder exists and is not empty; name a new or empty one.`);
      return 2;
    }
  const work = mkdtempSync(path.join(copiesParent(repoRoot), 'celerity-reproducible-'));
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  const interrupted = () => {
    cleanUp();
    process.exit(2);
  };
  // Two built copies are tens of thousands of files: `rm` deletes them after this script has ended, so
  // whatever runs next need not wait (26 s on CI's machine).
  const cleanUpInBackground = () => spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    return await check(work);
  } catch (error) {
    console.log('failed');
    // A failed build's message ends with its output; git and the file system name their own problems.
    console.error(error instanceof Error ? error.message : error);
    return 2;
  } finally {
    phase('remove the copies (in the background)', cleanUpInBackground);
    const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
    console.log(
      `Times: ${timings.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ')}; total ${total.toFixed(1)} s.`,
    );
  }
}

process.exitCode = await run();
