import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extract } from 'tar';

/**
 * The offline bundle (`npm run bundle`, run by npm test after the build; the deploy path keeps its own)
 * unpacked into a temporary folder: `root` holds its index.html, `remove` deletes the folder. Shared by the
 * Chromium, Firefox and deploy suites.
 */
export async function unpackOfflineBundle(folder = 'bundle'): Promise<{ root: string; remove: () => void }> {
  const tarball = readdirSync(folder).find((name) => /^celerity-docs-.+\.tar\.gz$/.test(name));
  if (!tarball) throw new Error(`${folder}/celerity-docs-*.tar.gz is missing (run npm run bundle)`);
  const dir = mkdtempSync(path.join(tmpdir(), 'celerity-bundle-'));
  await extract({ file: path.join(folder, tarball), cwd: dir });
  return {
    root: path.join(dir, tarball.replace(/\.tar\.gz$/, '')),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
