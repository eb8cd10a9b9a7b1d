// The offline bundle's archives, written reproducibly: the same files give the same bytes on every
// machine and run. Entries are sorted, directories come before their files, every file is 0644 and
// every directory 0755, owners are left out, and every entry carries one given time (the commit's,
// see lib/site/source-date.ts) instead of the files' mtimes on disk.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { create as createTar } from 'tar';

const FILE_MODE = 0o644;
const DIR_MODE = 0o755;

/** Paths under `dir` relative to it, with `/`, directories ending in `/`, in sorted order. */
export function archivePaths(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .map((entry) => {
      const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      return entry.isDirectory() ? `${relative}/` : relative;
    })
    .sort();
}

/**
 * `<root>/<name>` (a directory) as a gzip-compressed tar file. The tar package's portable mode leaves
 * out uid, gid, user and group names, atime and ctime, and writes the gzip header without name and time
 * and with the OS byte "unknown"; it also drops directories' mtimes and takes modes from the disk, so
 * each entry is given the fixed mode and time here, just before its header is written.
 */
export async function writeTarGz(root: string, name: string, file: string, mtime: Date): Promise<void> {
  const paths = [`${name}/`, ...archivePaths(path.join(root, name)).map((entry) => `${name}/${entry}`)];
  await createTar(
    {
      file,
      cwd: root,
      gzip: { level: 9 },
      portable: true,
      noDirRecurse: true,
      mtime,
      onWriteEntry: (entry) => {
        if (!entry.stat) throw new Error(`${entry.path}: tar wrote an entry it had not read`);
        const type = entry.stat.mode & ~0o7777;
        entry.stat.mode = type | (entry.type === 'Directory' ? DIR_MODE : FILE_MODE);
        entry.noMtime = false;
        entry.mtime = mtime;
      },
    },
    paths,
  );
}

/**
 * fflate writes an entry's time as DOS local time (Date#getHours and friends); computed in UTC it is
 * the same on every machine. Node re-reads TZ whenever it is assigned.
 */
function inUtc<T>(run: () => T): T {
  const saved = process.env.TZ;
  process.env.TZ = 'UTC';
  try {
    return run();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

/** DOS times start in 1980; an earlier commit time (a SOURCE_DATE_EPOCH of 0) is moved up to it. */
const DOS_EPOCH = Date.UTC(1980, 0, 1);

const ZIP_UNIX = 3;
/** Unix mode bits in the high half of a zip entry's external attributes; 0x10 is the DOS directory flag. */
const ZIP_FILE_ATTRIBUTES = (0o100000 | FILE_MODE) << 16;
const ZIP_DIR_ATTRIBUTES = ((0o040000 | DIR_MODE) << 16) | 0x10;

/** `<root>/<name>` (a directory) as a zip file, with Unix modes and one time for every entry. */
export function writeZip(root: string, name: string, file: string, mtime: Date): void {
  const common = { os: ZIP_UNIX, mtime: new Date(Math.max(mtime.getTime(), DOS_EPOCH)) };
  const entries: Zippable = {};
  for (const entry of ['', ...archivePaths(path.join(root, name))])
    entries[`${name}/${entry}`] =
      entry === '' || entry.endsWith('/')
        ? [new Uint8Array(0), { ...common, level: 0, attrs: ZIP_DIR_ATTRIBUTES }]
        : [readFileSync(path.join(root, name, entry)), { ...common, level: 9, attrs: ZIP_FILE_ATTRIBUTES }];
  writeFileSync(
    file,
    inUtc(() => zipSync(entries)),
  );
}

/** `sha256sum` format: `<hex>  <file name>` per line, sorted by name; `sha256sum -c` checks it. */
export function sha256Sums(files: readonly string[]): string {
  return [...files]
    .sort((a, b) => (path.basename(a) < path.basename(b) ? -1 : 1))
    .map(
      (file) => `${createHash('sha256').update(readFileSync(file)).digest('hex')}  ${path.basename(file)}\n`,
    )
    .join('');
}
