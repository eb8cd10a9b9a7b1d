import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, recursively (the exported site, a build copy). */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
