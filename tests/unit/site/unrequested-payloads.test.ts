import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  removeUnrequestedPayloads,
  UNREQUESTED_PAYLOAD,
  UnrequestedPayloadError,
} from '@/lib/export/unrequested-payloads';
import { listFiles } from '@/lib/export/list-files';
import { API_PAGE, copyOfExport, PAYLOAD_DIRS } from './export-fixture';

const API_DIR = API_PAGE.slice(1);
const payloadFiles = (out: string, dir: string) =>
  readdirSync(path.join(out, dir))
    .filter((name) => name.endsWith('.txt'))
    .sort();

describe('removing the payload files no browser requests, on the captured export', () => {
  it("removes Next's __next._full.txt copies of index.txt and keeps every file the router fetches", () => {
    const out = copyOfExport();
    const before = payloadFiles(out, API_DIR);
    // What next build wrote beside the API page: the whole payload twice, the route tree, the root
    // layout and the page segment.
    expect(before).toEqual(
      expect.arrayContaining(['index.txt', UNREQUESTED_PAYLOAD, '__next._tree.txt', '__next._index.txt']),
    );
    expect(before).toContainEqual(expect.stringMatching(/^__next\.docs\..*__PAGE__\.txt$/));
    const copies = PAYLOAD_DIRS.map((dir) => `${dir}${UNREQUESTED_PAYLOAD}`);
    const bytes = copies.reduce((sum, file) => sum + statSync(path.join(out, file)).size, 0);

    const removal = removeUnrequestedPayloads(out, listFiles(out));

    expect(removal.removed.sort()).toEqual(copies.sort());
    expect(removal.bytes).toBe(bytes);
    expect(payloadFiles(out, API_DIR)).toEqual(before.filter((name) => name !== UNREQUESTED_PAYLOAD));
    // A second run finds nothing left to remove.
    expect(removeUnrequestedPayloads(out, listFiles(out))).toEqual({ removed: [], bytes: 0 });
  });

  it('removes nothing and names the file when a copy differs from its index.txt', () => {
    const out = copyOfExport();
    const full = path.join(out, API_DIR, UNREQUESTED_PAYLOAD);
    writeFileSync(full, `${readFileSync(full, 'utf8')}\n`);
    expect(() => removeUnrequestedPayloads(out, listFiles(out))).toThrow(
      new UnrequestedPayloadError(
        `${API_DIR}${UNREQUESTED_PAYLOAD}: differs from the index.txt beside it (expected a byte-identical copy); re-verify lib/export/unrequested-payloads.ts against this Next.js version.`,
      ),
    );
    expect(existsSync(full)).toBe(true);
    expect(existsSync(path.join(out, '_not-found', UNREQUESTED_PAYLOAD))).toBe(true);
  });

  it('keeps a copy that has no index.txt beside it', () => {
    const out = copyOfExport();
    const lone = path.join(out, 'lone', UNREQUESTED_PAYLOAD);
    const files = [...listFiles(out), lone];
    expect(() => removeUnrequestedPayloads(out, files)).toThrow(
      `lone/${UNREQUESTED_PAYLOAD}: no index.txt beside it`,
    );
  });
});
