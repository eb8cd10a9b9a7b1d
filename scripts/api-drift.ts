// npm run api:drift -- --source <celerity-runtime checkout> [--version <name>] [--out report.md] [--deliberate FILE]
// Compares one docs version's API synopsis (content/api/include for `current`, a release's under
// content/versioned_api/) with the library's headers and prints a Markdown report. Without --version, the
// version whose ref (content/versions.yaml) the checkout is at, else `current`. Its deliberate differences
// are read from the drift-deliberate.yaml beside its synopsis. Exit code 0: no drift; 1: drift; 2: the
// comparison could not run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listVersions } from '@/lib/content/versions';
import { readDeliberate } from '@/lib/drift/deliberate';
import { formatDriftReport, summarize } from '@/lib/drift/report';
import { runDrift } from '@/lib/drift/run';
import { deliberateFileOf, selectDriftVersion, type CheckoutRefs } from '@/lib/drift/version-select';

const root = process.cwd();

function git(checkout: string, args: string[]): string {
  return execFileSync('git', ['-C', checkout, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/** The tags at HEAD and the branch, when the checkout is a git repository (a fixture may not be). */
function checkoutRefs(checkout: string): CheckoutRefs {
  try {
    return {
      tags: git(checkout, ['tag', '--points-at', 'HEAD']).split('\n').filter(Boolean),
      branch: git(checkout, ['rev-parse', '--abbrev-ref', 'HEAD']),
    };
  } catch {
    return { tags: [] };
  }
}

function describe(checkout: string): string {
  try {
    return `${checkout} (${git(checkout, ['describe', '--tags', '--always', '--dirty'])})`;
  } catch {
    return checkout;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      source: { type: 'string' },
      out: { type: 'string' },
      deliberate: { type: 'string' },
      synopsis: { type: 'string' },
      version: { type: 'string' },
    },
  });
  if (!values.source) throw new Error('missing --source <celerity-runtime checkout>');
  const libraryDir = path.resolve(values.source);
  if (!existsSync(path.join(libraryDir, 'include')))
    throw new Error(`--source ${values.source} has no include/ directory`);
  const { version, reason } = selectDriftVersion(listVersions(), values.version, checkoutRefs(libraryDir));
  console.error(`api:drift: version ${version.name} (${reason})`);
  const deliberateFile = values.deliberate ?? path.relative(root, deliberateFileOf(version));
  if (values.deliberate && !existsSync(deliberateFile))
    throw new Error(`--deliberate ${values.deliberate} does not exist`);
  const result = await runDrift({
    synopsisDir: path.resolve(values.synopsis ?? version.synopsisDir),
    libraryDir,
    // A version without the file has no deliberate differences.
    deliberate: existsSync(deliberateFile) ? readDeliberate(deliberateFile) : [],
    root,
  });
  const report = formatDriftReport(result, {
    library: describe(libraryDir),
    version: version.name,
    synopsisPath: result.synopsisPath,
  });
  process.stdout.write(`${report}\n`);
  if (values.out) await writeFile(values.out, `${report}\n`);
  console.error(`api:drift: ${summarize(result)}`);
  return result.drift.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`api:drift failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
