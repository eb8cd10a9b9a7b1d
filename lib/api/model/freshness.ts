import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiGeneratedFile } from '@/lib/config/generated-paths.mjs';

// The dev server reads the API model that `npm run api:extract` wrote before it started. So that an edited
// synopsis header shows on the next request, the extraction records which headers it read (with their
// modification times), and in the dev server a read of the model first re-runs the extraction when that
// record no longer matches the headers.

interface ExtractionInputs {
  dirs: string[];
  stamp: string;
}

/** Every header (and header template) below the directories, each with its modification time and size. */
export function headerStates(dirs: readonly string[]): Array<{ file: string; state: string }> {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(h|hpp)(\.in)?$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    .map((file) => {
      const stats = statSync(file);
      return { file, state: `${file}:${stats.mtimeMs}:${stats.size}` };
    });
}

/** The states as one text, in a stable order. */
function stampOf(states: ReadonlyArray<{ file: string; state: string }>): string {
  return [...states]
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map((entry) => entry.state)
    .join('\n');
}

/**
 * Called by the extraction after it wrote the model, with the headers' states as they were when it began
 * to read them: a header edited while it ran then no longer matches, and the next read extracts again.
 */
export function recordExtractionInputs(
  dirs: readonly string[],
  states: ReadonlyArray<{ file: string; state: string }>,
  root = process.cwd(),
): void {
  const inputs: ExtractionInputs = { dirs: [...dirs], stamp: stampOf(states) };
  writeFileSync(apiGeneratedFile('inputs', undefined, root), JSON.stringify(inputs));
}

function readInputs(root: string): ExtractionInputs | undefined {
  try {
    return JSON.parse(readFileSync(apiGeneratedFile('inputs', undefined, root), 'utf8')) as ExtractionInputs;
  } catch {
    return undefined;
  }
}

/**
 * In the dev server (NODE_ENV=development): re-extracts the API model when a header was added, removed or
 * edited since the last extraction. A header the extractor cannot read throws the extractor's message (file:line), so
 * it shows in the page like any other content error. Returns whether it re-extracted.
 */
export function refreshApiModelIfStale(root = process.cwd()): boolean {
  if (process.env.NODE_ENV !== 'development') return false;
  const inputs = readInputs(root);
  if (!inputs) return false;
  let current: string;
  try {
    current = stampOf(headerStates(inputs.dirs));
  } catch {
    current = '';
  }
  if (current === inputs.stamp) return false;
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/api-extract.ts'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const output = (error as { stderr?: string; stdout?: string }).stderr?.trim();
    throw new Error(output || `npm run api:extract failed: ${(error as Error).message}`);
  }
  return true;
}
