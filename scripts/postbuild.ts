// Runs after `next build`: the passes of lib/export/passes.ts over the export, in order, each applied and
// then checked. On Next.js or React versions outside the verified set (lib/export/versions.ts) every pass
// still runs and a notice says so. A pass whose pattern finds nothing, or whose check fails, stops the build
// with the pass's name and the file (and, on unverified versions, the versions it was verified with).
//
//   tsx scripts/postbuild.ts [--strict] [--check] [--out <dir>]
//   --strict  link warnings fail too (npm test)
//   --check   run the checks only, on an export the passes have already been applied to
//   --out     the export (default: out)
// CELERITY_EXPORT_PASSES=plain|skip:<names> switches off passes that rewrite Next's output
// (lib/export/pass-selection.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { normaliseBasePath } from '../lib/config/base-path.mjs';
import { ExportPassError, type ExportContext, type ExportPass } from '../lib/export/pass';
import { PassSelectionError, selectPasses } from '../lib/export/pass-selection';
import { BROWSER_PATCHES, EXPORT_PASSES } from '../lib/export/passes';
import { guidePages, noindexPages, unlistedPages } from '../lib/export/unlisted-pages';
import { installedVersions, isVerified, unverifiedFailure, unverifiedNotice } from '../lib/export/versions';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = path.resolve(outAt >= 0 ? (args[outAt + 1] ?? '') : 'out');
const checkOnly = args.includes('--check');

function fail(lines: string): never {
  console.error(lines);
  process.exit(1);
}

let passes: ExportPass[];
try {
  passes = selectPasses(EXPORT_PASSES, process.env.CELERITY_EXPORT_PASSES);
} catch (error) {
  if (error instanceof PassSelectionError) fail(error.message);
  throw error;
}
const skipped = EXPORT_PASSES.filter((pass) => !passes.includes(pass)).map((pass) => pass.name);
const installed = installedVersions(process.cwd());
const notice = unverifiedNotice(installed, [...passes, ...BROWSER_PATCHES]);
if (notice) console.warn(notice);
const onVersions = isVerified(installed) ? '' : `\n${unverifiedFailure(installed)}`;

const notFound = path.join(out, '404.html');
if (
  !checkOnly &&
  existsSync(notFound) &&
  readFileSync(notFound, 'utf8').includes('http-equiv="Content-Security-Policy"')
)
  fail(
    `${path.relative(process.cwd(), notFound)}: the passes have been applied to this export already (it carries the policy <meta>); run \`next build\` first, or check it again with --check.`,
  );

const context: ExportContext = {
  out,
  basePath: normaliseBasePath(process.env.BASE_PATH),
  testHooks: process.env.CELERITY_TEST_HOOKS === '1',
  strict: args.includes('--strict'),
  running: new Set(passes.map((pass) => pass.name)),
  unlistedPages: unlistedPages(),
  noindexPages: noindexPages(),
  guidePages: guidePages(),
};
if (skipped.length > 0) console.log(`Passes switched off (CELERITY_EXPORT_PASSES): ${skipped.join(', ')}.`);
for (const pass of passes) {
  try {
    const started = performance.now();
    const done = checkOnly ? 'checks only.' : pass.apply(context);
    const problems = pass.check(context);
    console.log(`${pass.name} (${((performance.now() - started) / 1000).toFixed(1)} s): ${done}`);
    if (problems.length > 0)
      fail(
        `${pass.name}: ${problems.length} problem(s) in the export:\n${problems.join('\n')}${pass.verifiedWith ? onVersions : ''}`,
      );
  } catch (error) {
    if (error instanceof ExportPassError)
      fail(`${pass.name}: ${error.message}${pass.verifiedWith ? onVersions : ''}`);
    throw error;
  }
}
console.log(`${passes.length} passes over ${path.relative(process.cwd(), out) || '.'} hold.`);
