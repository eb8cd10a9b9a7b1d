// npm run api:drift -- --source <celerity-runtime checkout> [--out report.md] [--deliberate FILE]
// Compares our API synopsis (content/api/include) with the library's headers and prints a Markdown
// report. Exit code 0: no drift; 1: drift; 2: the comparison could not run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DELIBERATE_FILE, readDeliberate } from '@/lib/drift/deliberate';
import { formatDriftReport, summarize } from '@/lib/drift/report';
import { runDrift } from '@/lib/drift/run';

const root = process.cwd();

function describe(checkout: string): string {
  try {
    const head = execFileSync('git', ['-C', checkout, 'describe', '--tags', '--always', '--dirty'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return `${checkout} (${head})`;
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
    },
  });
  if (!values.source) throw new Error('missing --source <celerity-runtime checkout>');
  const libraryDir = path.resolve(values.source);
  if (!existsSync(path.join(libraryDir, 'include')))
    throw new Error(`--source ${values.source} has no include/ directory`);
  const result = await runDrift({
    synopsisDir: path.resolve(values.synopsis ?? 'content/api/include'),
    libraryDir,
    deliberate: readDeliberate(values.deliberate ?? DELIBERATE_FILE),
    root,
  });
  const report = formatDriftReport(result, {
    library: describe(libraryDir),
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
