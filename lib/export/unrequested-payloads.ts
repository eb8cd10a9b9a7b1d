/**
 * Payload files of the static export that no browser ever asks for. Next.js writes, next to every page,
 * `index.txt` (the whole route payload: fetched by the router on a navigation and by our loader on a full
 * load), `__next._tree.txt`, `__next._index.txt` and `__next.<segment>.txt` (fetched one by one by the
 * router's segment prefetches: the route tree, the root layout, the page), and `__next._full.txt`. The last one is byte for byte
 * `index.txt`, and Next's client code never builds its URL (only the server-side prerender reads the
 * `/_full` segment). It is a third of a page's payload bytes, so the build removes it; a copy that
 * differs from its `index.txt` would mean Next's output changed, and stops the build instead.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ExportPassError } from './pass';

/** The payload file the export does without: identical to `index.txt` and never requested. */
export const UNREQUESTED_PAYLOAD = '__next._full.txt';

export class UnrequestedPayloadError extends ExportPassError {}

interface PayloadRemoval {
  /** Removed files, relative to the export. */
  removed: string[];
  bytes: number;
}

/**
 * Removes every `__next._full.txt` of `files` (absolute paths inside `outDir`) after checking that each is
 * identical to the `index.txt` beside it; when one is not, nothing is removed.
 */
export function removeUnrequestedPayloads(outDir: string, files: readonly string[]): PayloadRemoval {
  const copies = files.filter((name) => path.basename(name) === UNREQUESTED_PAYLOAD);
  for (const file of copies) {
    const label = path.relative(outDir, file);
    const twin = path.join(path.dirname(file), 'index.txt');
    if (!existsSync(twin))
      throw new UnrequestedPayloadError(
        `${label}: no index.txt beside it, so it may be the only copy of the payload; re-verify lib/export/unrequested-payloads.ts against this Next.js version.`,
      );
    if (readFileSync(file, 'utf8') !== readFileSync(twin, 'utf8'))
      throw new UnrequestedPayloadError(
        `${label}: differs from the index.txt beside it (expected a byte-identical copy); re-verify lib/export/unrequested-payloads.ts against this Next.js version.`,
      );
  }
  const removal: PayloadRemoval = { removed: [], bytes: 0 };
  for (const file of copies) {
    removal.bytes += statSync(file).size;
    rmSync(file);
    removal.removed.push(path.relative(outDir, file));
  }
  return removal;
}
