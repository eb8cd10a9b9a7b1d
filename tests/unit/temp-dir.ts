import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** Writes `text` to `file` (a path below `root`), making the folders on the way; returns the full path. */
export function writeIn(root: string, file: string, text: string): string {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

/** Writes each of `files` (a path below `root` → its text) with `writeIn`; returns `root`. */
export function writeTree(root: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) writeIn(root, file, text);
  return root;
}
