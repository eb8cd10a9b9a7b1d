// `npm run export:verify [-- --record-only]`: verifies the passes over the export on the installed Next.js
// and React, as CI does, and records the versions in lib/export/verified-with.ts when everything holds:
// a build with the test hooks, fresh export fixtures (npm run fixtures:export's capture), the passes and
// their checks, the contract tests on the fixtures (tests/unit/site), and the e2e suites on the export and on
// Next's own output (plain mode). --record-only records without running them (after CI ran the same on
// this commit). Each step's output streams through; the first failing step stops it.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeVersions, installedVersions, isVerified, withVerifiedEntry } from '../lib/export/versions';

const FILE = path.join('lib', 'export', 'verified-with.ts');
const PLAIN_OUT = path.join('.generated', 'plain-out');

function run(step: string, command: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n== ${step} ==`);
  try {
    execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  } catch {
    console.error(`export:verify: "${step}" failed; the versions are not recorded.`);
    process.exit(1);
  }
}

const installed = installedVersions(process.cwd());
if (isVerified(installed)) {
  console.log(`${describeVersions(installed)} is verified already (${FILE}).`);
  process.exit(0);
}
const before = readFileSync(FILE, 'utf8');
if (!process.argv.includes('--record-only')) {
  // Recorded first, as the captured fixture's versions must be verified for the contract tests; put back if
  // a step fails.
  writeFileSync(FILE, withVerifiedEntry(FILE, before, installed));
  process.on('exit', (code) => {
    if (code !== 0) writeFileSync(FILE, before);
  });
  const hooks = { CELERITY_TEST_HOOKS: '1' };
  run('prebuild', 'npx', ['tsx', 'scripts/prebuild.ts']);
  // The fixtures come from a build as production gets it (as `npm run fixtures:export` makes them); the
  // e2e suites need the test hooks, so the site is built again with them.
  run('next build (as for production)', 'npx', ['next', 'build']);
  run('capture the export fixtures', 'npx', ['tsx', 'scripts/capture-export-fixture.ts']);
  run('next build (with test hooks)', 'npx', ['next', 'build'], hooks);
  rmSync(PLAIN_OUT, { recursive: true, force: true });
  cpSync('out', PLAIN_OUT, { recursive: true });
  run('the passes and their checks', 'npx', ['tsx', 'scripts/postbuild.ts', '--strict'], hooks);
  run(
    'plain mode: the checks on Next’s own output',
    'npx',
    ['tsx', 'scripts/postbuild.ts', '--strict', '--out', PLAIN_OUT],
    { ...hooks, CELERITY_EXPORT_PASSES: 'plain' },
  );
  run('contract tests on the fixtures', 'npx', ['vitest', 'run', 'tests/unit/site']);
  // The e2e suite also opens the offline bundle (bundle/), which is made from out/.
  run('offline bundle', 'npx', ['tsx', 'scripts/bundle.ts']);
  run('e2e', 'npx', ['playwright', 'test']);
  run('e2e, plain mode', 'npx', ['playwright', 'test'], { E2E_SUITE: 'plain', E2E_OUT_DIR: PLAIN_OUT });
}
writeFileSync(FILE, withVerifiedEntry(FILE, before, installed));
console.log(`Recorded ${describeVersions(installed)} in ${FILE}: commit it with the fixtures.`);
