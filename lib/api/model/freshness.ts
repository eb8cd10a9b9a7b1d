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

/** Every header (and header template) below the directories with its modification time and size, in a stable order. */
function headerStamp(dirs: readonly string[]): string {
  return dirs
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(h|hpp)(\.in)?$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    )
    .sort()
    .map((file) => {
      const stats = statSync(file);
      return `${file}:${stats.mtimeMs}:${stats.size}`;
    })
    .join('\n');
}

/** Called by the extraction after it wrote the model. */
export function recordExtractionInputs(dirs: readonly string[], root = process.cwd()): void {
  const inputs: ExtractionInputs = { dirs: [...dirs], stamp: headerStamp(dirs) };
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
    current = headerStamp(inputs.dirs);
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
