import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FULL_PAYLOAD_COPY,
  isUnrequestedPayload,
  removeUnrequestedPayloads,
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
  it("removes every __next.*.txt and keeps index.txt, the one copy of each page's data", () => {
    const out = copyOfExport();
    const before = payloadFiles(out, API_DIR);
    // What next build wrote beside the API page: the whole payload twice, the route tree, the root
    // layout and the page segment.
    expect(before).toEqual(
      expect.arrayContaining(['index.txt', FULL_PAYLOAD_COPY, '__next._tree.txt', '__next._index.txt']),
    );
    expect(before).toContainEqual(expect.stringMatching(/^__next\.docs\..*__PAGE__\.txt$/));
    const segments = listFiles(out).filter((file) => /\/__next\.[^/]*\.txt$/.test(file));
    const bytes = segments.reduce((sum, file) => sum + statSync(file).size, 0);

    const removal = removeUnrequestedPayloads(out, listFiles(out));

    expect(removal.removed.sort()).toEqual(segments.map((file) => path.relative(out, file)).sort());
    expect(removal.bytes).toBe(bytes);
    for (const dir of PAYLOAD_DIRS) expect(payloadFiles(out, dir)).toEqual(['index.txt']);
    // A second run finds nothing left to remove.
    expect(removeUnrequestedPayloads(out, listFiles(out))).toEqual({ removed: [], bytes: 0 });
  });

  it('tells the files it removes by name', () => {
    expect(isUnrequestedPayload('/out/docs/x/__next.docs.$d$slug.__PAGE__.txt')).toBe(true);
    expect(isUnrequestedPayload('/out/docs/x/__next._tree.txt')).toBe(true);
    expect(isUnrequestedPayload('/out/docs/x/index.txt')).toBe(false);
    expect(isUnrequestedPayload('/out/robots.txt')).toBe(false);
  });

  it('removes nothing and names the file when the full copy differs from its index.txt', () => {
    const out = copyOfExport();
    const full = path.join(out, API_DIR, FULL_PAYLOAD_COPY);
    writeFileSync(full, `${readFileSync(full, 'utf8')}\n`);
    expect(() => removeUnrequestedPayloads(out, listFiles(out))).toThrow(
      new UnrequestedPayloadError(
        `${API_DIR}${FULL_PAYLOAD_COPY}: differs from the index.txt beside it (expected a byte-identical copy); re-verify lib/export/unrequested-payloads.ts against this Next.js version.`,
      ),
    );
    expect(existsSync(full)).toBe(true);
    expect(existsSync(path.join(out, '_not-found', '__next._tree.txt'))).toBe(true);
  });

  it('keeps a segment file that has no index.txt beside it', () => {
    const out = copyOfExport();
    const lone = path.join(out, 'lone', '__next._tree.txt');
    const files = [...listFiles(out), lone];
    expect(() => removeUnrequestedPayloads(out, files)).toThrow(
      'lone/__next._tree.txt: no index.txt beside it, so it may hold data no other file has',
    );
  });
});
