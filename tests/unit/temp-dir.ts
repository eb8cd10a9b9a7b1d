import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The folders made by the running test file; tests/unit/setup.ts removes them after its last test.
const made: string[] = [];

/** A new empty folder in the system's temporary folder, named `<prefix>XXXXXX`, removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
