// What two versions of an archive hold, entry by entry, so the reproducibility report can say which
// entries differ and in what (content, mode, mtime, owner, order) instead of "the .zip differs".
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { list } from 'tar';

export interface ArchiveEntry {
  name: string;
  /** Everything but the content that the archive records (mode, mtime, owner, …), as text. */
  meta: Record<string, string>;
  /** sha256 of the content (tar) or its CRC-32 and size (zip). */
  content: string;
}

export function tarEntries(file: string): ArchiveEntry[] {
  const entries: ArchiveEntry[] = [];
  list({
    file,
    sync: true,
    onReadEntry: (entry) => {
      const hash = createHash('sha256');
      entry.on('data', (chunk: Buffer) => hash.update(chunk));
      entry.on('end', () =>
        entries.push({
          name: entry.path,
          meta: {
            type: entry.type,
            mode: (entry.mode ?? 0).toString(8),
            mtime: entry.mtime?.toISOString() ?? 'none',
            owner: `${entry.uid ?? '-'}:${entry.gid ?? '-'} ${entry.uname ?? ''}:${entry.gname ?? ''}`,
          },
          content: hash.digest('hex'),
        }),
      );
    },
  });
  return entries;
}

const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** DOS date and time fields as written (no time zone), e.g. 2024-05-01 12:30:08. */
function dosTime(date: number, time: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${1980 + (date >> 9)}-${pad((date >> 5) & 15)}-${pad(date & 31)} ${pad(time >> 11)}:${pad((time >> 5) & 63)}:${pad((time & 31) * 2)}`;
}

/** The entries of a zip file's central directory (the file's own index of its entries). */
export function zipEntries(file: string): ArchiveEntry[] {
  const bytes = readFileSync(file);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || bytes.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY)
    throw new Error(`${file}: no zip end-of-central-directory record`);
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ArchiveEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (bytes.readUInt32LE(offset) !== CENTRAL_HEADER)
      throw new Error(`${file}: central directory entry ${index + 1} is damaged`);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const attributes = bytes.readUInt32LE(offset + 38);
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      meta: {
        'made by': String(bytes[offset + 5]),
        mode: (attributes >>> 16).toString(8),
        'DOS attributes': (attributes & 0xffff).toString(16),
        mtime: dosTime(bytes.readUInt16LE(offset + 14), bytes.readUInt16LE(offset + 12)),
        method: String(bytes.readUInt16LE(offset + 10)),
        'compressed size': String(bytes.readUInt32LE(offset + 20)),
      },
      content: `crc ${bytes.readUInt32LE(offset + 16).toString(16)} size ${bytes.readUInt32LE(offset + 24)}`,
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One line per entry that differs (missing on one side, other content or metadata), in archive order. */
export function compareArchiveEntries(first: ArchiveEntry[], second: ArchiveEntry[]): string[] {
  const byName = new Map(second.map((entry) => [entry.name, entry]));
  const names = new Set(first.map((entry) => entry.name));
  const lines: string[] = [];
  for (const entry of first) {
    const other = byName.get(entry.name);
    if (!other) lines.push(`${entry.name}: only in the first archive`);
    else if (entry.content !== other.content) lines.push(`${entry.name}: content differs`);
    else {
      const fields = Object.keys(entry.meta).filter((key) => entry.meta[key] !== other.meta[key]);
      if (fields.length > 0)
        lines.push(
          `${entry.name}: ${fields.map((key) => `${key} ${entry.meta[key]} ≠ ${other.meta[key]}`).join(', ')}`,
        );
    }
  }
  for (const entry of second)
    if (!names.has(entry.name)) lines.push(`${entry.name}: only in the second archive`);
  const order = (entries: ArchiveEntry[]) => entries.map((entry) => entry.name).join('\n');
  if (lines.length === 0 && order(first) !== order(second)) lines.push('the same entries in another order');
  return lines;
}
