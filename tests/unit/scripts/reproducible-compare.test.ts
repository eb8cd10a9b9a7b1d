import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeTarGz, writeZip } from '@/scripts/offline-archives';
import { compareArchiveEntries, tarEntries, zipEntries } from '@/scripts/reproducible/archive-entries';
import { compareBuilds } from '@/scripts/reproducible/compare-builds';
import { compareTrees, formatTreeDifference } from '@/scripts/reproducible/compare-trees';
import { unifiedTextDiff } from '@/scripts/reproducible/text-diff';
import { writeTree } from '../temp-dir';

const scratch = mkdtempSync(path.join(tmpdir(), 'reproducible-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  return writeTree(mkdtempSync(path.join(scratch, 'tree-')), files);
}

describe('compareTrees', () => {
  it('finds nothing in two equal trees', () => {
    const files = { 'index.html': '<p>a</p>', 'docs/b/index.html': '<p>b</p>' };
    expect(compareTrees(tree(files), tree(files))).toEqual({
      onlyInFirst: [],
      onlyInSecond: [],
      differing: [],
      compared: 2,
    });
  });

  it('names files that differ or exist on one side only, sorted', () => {
    const first = tree({ 'b.txt': 'same', 'z/c.js': 'x=1', 'a.js': 'y=1', 'gone.css': '' });
    const second = tree({ 'b.txt': 'same', 'z/c.js': 'x=2', 'a.js': 'y=2', 'new/d.css': '' });
    expect(compareTrees(first, second)).toEqual({
      onlyInFirst: ['gone.css'],
      onlyInSecond: ['new/d.css'],
      differing: ['a.js', 'z/c.js'],
      compared: 3,
    });
  });

  it('lists up to a limit of paths, then counts the rest', () => {
    const difference = { onlyInFirst: [], onlyInSecond: ['x'], differing: ['a', 'b', 'c', 'd'], compared: 4 };
    expect(formatTreeDifference(difference, 2)).toEqual([
      'only in the second build (1):',
      '  x',
      'different content (4):',
      '  a',
      '  b',
      '  … and 2 more',
    ]);
  });
});

describe('unifiedTextDiff', () => {
  const options = { context: 1, maxLines: 10, width: 20 };
  it('shows the changed lines with context and line numbers', () => {
    const diff = unifiedTextDiff(
      'a.txt',
      Buffer.from('1\n2\n3\n4\n5\n'),
      Buffer.from('1\n2\nthree\n4\n5\n'),
      options,
    );
    expect(diff).toEqual([
      '--- first/a.txt',
      '+++ second/a.txt',
      '@@ -2,3 +2,3 @@',
      ' 2',
      '-3',
      '+three',
      ' 4',
    ]);
  });

  it('clips a long line to a window around the first difference', () => {
    const line = (id: string) => `${'x'.repeat(100)}"b":"${id}"${'y'.repeat(100)}`;
    const diff = unifiedTextDiff(
      'p.txt',
      Buffer.from(line('r7exArc3')),
      Buffer.from(line('kuuNfSZ3')),
      options,
    );
    expect(diff?.slice(2)).toEqual([
      '@@ -1,1 +1,1 @@ first difference at line 1, column 106',
      `-…xxxxx"b":"r7exArc3"y…`,
      `+…xxxxx"b":"kuuNfSZ3"y…`,
    ]);
  });

  it('stops after the most lines asked for', () => {
    const diff = unifiedTextDiff('n.txt', Buffer.from('a\nb\nc\n'), Buffer.from('A\nB\nC\n'), {
      ...options,
      maxLines: 2,
    });
    expect(diff?.slice(3)).toEqual(['-a', '-b', '… 4 more changed lines', ' ']);
  });

  it('gives nothing for binary or equal files', () => {
    expect(unifiedTextDiff('i.png', Buffer.from([0, 1]), Buffer.from([0, 2]), options)).toBeNull();
    expect(unifiedTextDiff('t.txt', Buffer.from('same'), Buffer.from('same'), options)).toBeNull();
  });
});

describe('comparing archives', () => {
  const TIME = new Date('2024-05-01T12:00:00Z');
  async function bundle(files: Record<string, string>, time = TIME): Promise<string> {
    const root = tree(
      Object.fromEntries(Object.entries(files).map(([file, text]) => [`docs/${file}`, text])),
    );
    mkdirSync(path.join(root, 'bundle'));
    await writeTarGz(root, 'docs', path.join(root, 'bundle/docs.tar.gz'), time);
    writeZip(root, 'docs', path.join(root, 'bundle/docs.zip'), time);
    return path.join(root, 'bundle');
  }

  it('names entries whose content or metadata differ, and entries on one side only', async () => {
    const first = await bundle({ 'a.html': 'a', 'b.html': 'b', 'old.md': '' });
    const second = await bundle({ 'a.html': 'a', 'b.html': 'B', 'new.md': '' });
    for (const [entries, name] of [
      [tarEntries, 'docs.tar.gz'],
      [zipEntries, 'docs.zip'],
    ] as const)
      expect(
        compareArchiveEntries(entries(path.join(first, name)), entries(path.join(second, name))),
      ).toEqual([
        'docs/b.html: content differs',
        'docs/old.md: only in the first archive',
        'docs/new.md: only in the second archive',
      ]);
  });

  it('says which field of an entry differs', async () => {
    const first = await bundle({ 'a.html': 'a' });
    const later = await bundle({ 'a.html': 'a' }, new Date('2024-05-01T12:00:02Z'));
    expect(
      compareArchiveEntries(tarEntries(`${first}/docs.tar.gz`), tarEntries(`${later}/docs.tar.gz`)),
    ).toEqual([
      'docs/: mtime 2024-05-01T12:00:00.000Z ≠ 2024-05-01T12:00:02.000Z',
      'docs/a.html: mtime 2024-05-01T12:00:00.000Z ≠ 2024-05-01T12:00:02.000Z',
    ]);
    expect(compareArchiveEntries(zipEntries(`${first}/docs.zip`), zipEntries(`${later}/docs.zip`))).toEqual([
      'docs/: mtime 2024-05-01 12:00:00 ≠ 2024-05-01 12:00:02',
      'docs/a.html: mtime 2024-05-01 12:00:00 ≠ 2024-05-01 12:00:02',
    ]);
  });
});

describe('compareBuilds', () => {
  function build(files: Record<string, string>): string {
    return tree(files);
  }

  it('reports two equal builds as identical', () => {
    const files = {
      'out/index.html': 'x',
      'bundle/SHA256SUMS': 'abc  a.zip\n',
      'bundle/site/index.html': 'x',
    };
    const report = compareBuilds(build(files), build(files), 5);
    expect(report.identical).toBe(true);
    expect(report.lines).toEqual([
      'out/: 1 files, identical.',
      'bundle/: SHA256SUMS, identical.',
      'The two builds are identical.',
    ]);
  });

  it('reports differing out/ files with the first text diff, and differing bundle files', () => {
    const first = build({
      'out/a.png': '\0a',
      'out/b.html': 'b\n"b":"one"\n',
      'bundle/SHA256SUMS': '1  a.zip\n',
    });
    const second = build({
      'out/a.png': '\0b',
      'out/b.html': 'b\n"b":"two"\n',
      'bundle/SHA256SUMS': '2  a.zip\n',
    });
    const report = compareBuilds(first, second, 5);
    expect(report.identical).toBe(false);
    expect(report.lines).toEqual([
      'out/: 2 of 2 files differ, 0 exist in one build only.',
      'different content (2):',
      '  a.png',
      '  b.html',
      '',
      'The first text file that differs:',
      '--- first/b.html',
      '+++ second/b.html',
      '@@ -1,3 +1,3 @@ first difference at line 2, column 6',
      ' b',
      '-"b":"one"',
      '+"b":"two"',
      ' ',
      '--- first/SHA256SUMS',
      '+++ second/SHA256SUMS',
      '@@ -1,2 +1,2 @@',
      '-1  a.zip',
      '+2  a.zip',
      ' ',
      'The two builds differ.',
    ]);
  });

  it('counts a build without bundle files as different', () => {
    const report = compareBuilds(build({ 'out/a': 'a' }), build({ 'out/a': 'a' }), 5);
    expect(report.identical).toBe(false);
    expect(report.lines).toContain('bundle/: no files written');
  });
});
