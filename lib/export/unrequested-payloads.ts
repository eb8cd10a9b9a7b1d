/**
 * Payload files of the static export that no browser ever asks for. Next.js writes, next to every page,
 * `index.txt` (the whole route payload), `__next._tree.txt`, `__next._index.txt` and `__next.<segment>.txt`
 * (the route tree, the root layout and the page, for the router's per-segment prefetches), and
 * `__next._full.txt`, byte for byte `index.txt`, whose URL Next's client code never builds. Our links
 * prefetch a page's `index.txt` themselves and hand it to the navigation (lib/export/route-prefetch.ts), so
 * the router never prefetches and the segment files only repeat `index.txt` in pieces: the build removes
 * every `__next.*.txt`, leaving one copy of each page's data. A `__next.*.txt` with no `index.txt` beside it,
 * or a `__next._full.txt` that differs from it, would mean Next's output changed, and stops the build.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ExportPassError } from './pass';

/** The copy of `index.txt` Next writes for its server-side prerender. */
export const FULL_PAYLOAD_COPY = '__next._full.txt';

/** Whether a payload file (by its name) is one the export does without: every `__next.*.txt`. */
export const isUnrequestedPayload = (file: string) => /^__next\.[^/]*\.txt$/.test(path.basename(file));

export class UnrequestedPayloadError extends ExportPassError {}

interface PayloadRemoval {
  /** Removed files, relative to the export. */
  removed: string[];
  bytes: number;
}

const reverify = 're-verify lib/export/unrequested-payloads.ts against this Next.js version.';

/**
 * Removes every `__next.*.txt` of `files` (absolute paths inside `outDir`) after checking that each has the
 * page's whole payload, `index.txt`, beside it and that each `__next._full.txt` equals it; when one does not,
 * nothing is removed.
 */
export function removeUnrequestedPayloads(outDir: string, files: readonly string[]): PayloadRemoval {
  const unrequested = files.filter(isUnrequestedPayload);
  for (const file of unrequested) {
    const label = path.relative(outDir, file);
    const whole = path.join(path.dirname(file), 'index.txt');
    if (!existsSync(whole))
      throw new UnrequestedPayloadError(
        `${label}: no index.txt beside it, so it may hold data no other file has; ${reverify}`,
      );
    if (
      path.basename(file) === FULL_PAYLOAD_COPY &&
      readFileSync(file, 'utf8') !== readFileSync(whole, 'utf8')
    )
      throw new UnrequestedPayloadError(
        `${label}: differs from the index.txt beside it (expected a byte-identical copy); ${reverify}`,
      );
  }
  const removal: PayloadRemoval = { removed: [], bytes: 0 };
  for (const file of unrequested) {
    removal.bytes += statSync(file).size;
    rmSync(file);
    removal.removed.push(path.relative(outDir, file));
  }
  return removal;
}
