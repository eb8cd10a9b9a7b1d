import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** A throw-away copy of content/ that a test edits; CONTENT_DIR points the loaders at it. */
export function contentCopy(): {
  dir: string;
  edit: (file: string, change: (text: string) => string) => void;
  write: (file: string, text: string) => void;
  remove: () => void;
} {
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
