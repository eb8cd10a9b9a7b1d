import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256Sums, writeTarGz, writeZip } from '@/scripts/offline-archives';
import { tarEntries, zipEntries } from '@/scripts/reproducible/archive-entries';

const scratch = mkdtempSync(path.join(tmpdir(), 'offline-archives-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const TIME = new Date('2024-05-01T12:30:08Z');

/** A small site under `<root>/site`, its files written in the given order. */
function site(root: string, order: 'forward' | 'backward' = 'forward'): string {
  const files = ['index.html', 'docs/intro/index.html', 'docs/api.md', 'zeta.css', 'a-b/x.svg'];
  for (const file of order === 'forward' ? files : [...files].reverse()) {
    mkdirSync(path.join(root, 'site', path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, 'site', file), `content of ${file}\n`);
  }
  return root;
}

let counter = 0;
async function archives(root: string): Promise<{ tar: Buffer; zip: Buffer; dir: string }> {
  const dir = path.join(scratch, `archives-${(counter += 1)}`);
  mkdirSync(dir);
  await writeTarGz(root, 'site', path.join(dir, 'site.tar.gz'), TIME);
  writeZip(root, 'site', path.join(dir, 'site.zip'), TIME);
  return {
    tar: readFileSync(path.join(dir, 'site.tar.gz')),
    zip: readFileSync(path.join(dir, 'site.zip')),
    dir,
  };
}

describe('the offline archives', () => {
  it('are the same bytes for the same files, whatever their order, times and modes on disk', async () => {
    const first = site(mkdtempSync(path.join(scratch, 'a-')));
    const second = site(mkdtempSync(path.join(scratch, 'b-')), 'backward');
    utimesSync(path.join(second, 'site/index.html'), new Date('2001-01-01'), new Date('2001-01-01'));
    utimesSync(path.join(second, 'site/docs'), new Date('2002-02-02'), new Date('2002-02-02'));
    chmodSync(path.join(second, 'site/zeta.css'), 0o755);
    chmodSync(path.join(second, 'site/docs/api.md'), 0o600);
    chmodSync(path.join(second, 'site/docs'), 0o700);
    const [a, b] = [await archives(first), await archives(second)];
    expect(b.tar.equals(a.tar)).toBe(true);
    expect(b.zip.equals(a.zip)).toBe(true);
  });

  it('list directories before their files, in sorted order, each with the given time and a fixed mode', async () => {
    const { dir } = await archives(site(mkdtempSync(path.join(scratch, 'c-'))));
    const expected = [
      'site/',
      'site/a-b/',
      'site/a-b/x.svg',
      'site/docs/',
      'site/docs/api.md',
      'site/docs/intro/',
      'site/docs/intro/index.html',
      'site/index.html',
      'site/zeta.css',
    ];
    const tar = tarEntries(path.join(dir, 'site.tar.gz'));
    expect(tar.map((entry) => entry.name)).toEqual(expected);
    for (const entry of tar) {
      expect(entry.meta.mtime).toBe(TIME.toISOString());
      expect(entry.meta.mode).toBe(entry.name.endsWith('/') ? '755' : '644');
      expect(entry.meta.owner).toBe('-:- :');
    }
    const zip = zipEntries(path.join(dir, 'site.zip'));
    expect(zip.map((entry) => entry.name)).toEqual(expected);
    for (const entry of zip) {
      expect(entry.meta.mtime).toBe('2024-05-01 12:30:08');
      expect(entry.meta.mode).toBe(entry.name.endsWith('/') ? '40755' : '100644');
      expect(entry.meta['made by']).toBe('3');
    }
  });

  it('write a gzip header without file name or time', async () => {
    const { tar } = await archives(site(mkdtempSync(path.join(scratch, 'd-'))));
    expect([...tar.subarray(0, 4)]).toEqual([0x1f, 0x8b, 8, 0]); // deflate, no FNAME or other flags
    expect(tar.readUInt32LE(4)).toBe(0); // MTIME
    expect(tar[9]).toBe(255); // OS: unknown
  });

  it('write zip times in UTC whatever the time zone', async () => {
    const root = site(mkdtempSync(path.join(scratch, 'e-')));
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const { dir, zip } = await archives(root);
      expect(zipEntries(path.join(dir, 'site.zip'))[0]?.meta.mtime).toBe('2024-05-01 12:30:08');
      process.env.TZ = 'Asia/Tokyo';
      expect((await archives(root)).zip.equals(zip)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('SHA256SUMS', () => {
  it('has a `<sha256>  <name>` line per file, sorted by name, that sha256sum -c accepts', () => {
    const dir = mkdtempSync(path.join(scratch, 'sums-'));
    writeFileSync(path.join(dir, 'b.zip'), 'abc');
    writeFileSync(path.join(dir, 'a.tar.gz'), '');
    const sums = sha256Sums([path.join(dir, 'b.zip'), path.join(dir, 'a.tar.gz')]);
    expect(sums).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  a.tar.gz\n' +
        'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  b.zip\n',
    );
    writeFileSync(path.join(dir, 'SHA256SUMS'), sums);
    expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' })).toBe(
      'a.tar.gz: OK\nb.zip: OK\n',
    );
  });
});
