import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

const root = path.resolve(__dirname, '../../..');

/** A throw-away copy of content/ that a test edits; CONTENT_DIR points the loaders at it. */
export interface ContentCopy {
  dir: string;
  edit: (file: string, change: (text: string) => string) => void;
  write: (file: string, text: string) => void;
  remove: () => void;
}

export function contentCopy(): ContentCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  cpSync(path.join(root, 'content'), dir, { recursive: true });
  return {
    dir,
    edit: (file, change) => {
      const absolute = path.join(dir, file);
      const before = readFileSync(absolute, 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`the edit of ${file} changed nothing`);
      writeFileSync(absolute, after);
    },
    write: (file, text) => writeFileSync(path.join(dir, file), text),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Gives every test of the calling suite its own copy of content/, with CONTENT_DIR pointing at it. `shown` is
 * the copy's path as messages name files (relative to the working directory).
 */
export function contentCopyForEachTest(): { copy: ContentCopy; shown: string } {
  const state = { copy: undefined as unknown as ContentCopy, shown: '' };
  beforeEach(() => {
    state.copy = contentCopy();
    process.env.CONTENT_DIR = state.copy.dir;
    state.shown = path.relative(process.cwd(), state.copy.dir);
  });
  afterEach(() => {
    delete process.env.CONTENT_DIR;
    state.copy.remove();
  });
  return state;
}
