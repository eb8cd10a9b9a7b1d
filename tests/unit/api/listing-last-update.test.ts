import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { extractApiModel } from '@/lib/api/extract/extract';
import { listingLastUpdate, newestUpdate } from '@/lib/api/pages/header-last-update';
import { getApiIndexPageData } from '@/lib/api/pages/index-page';
import { getNamespacesPageData } from '@/lib/api/pages/namespaces-page';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { fixtureModel } from './extract-fixtures';
import { writeIn } from '../temp-dir';

// An index page's "Last updated" is the newest last commit among the headers of the symbols it
// lists. The headers here live in a throwaway repository with one commit each, at known dates.

const { model } = await fixtureModel();
const dir = mkdtempSync(path.join(tmpdir(), 'listing-last-update-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (args: string[], env: Record<string, string> = {}) =>
  execFileSync('git', ['-C', dir, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, ...env },
  });

git(['init', '-q']);
/** Commits `file` as `author` at `date` (git's ISO form keeps the offset given). */
function commit(file: string, date: string, author: string, text = `// ${file}\n`): string {
  writeIn(dir, file, text);
  git(['add', file]);
  git(['-c', `user.name=${author}`, '-c', 'user.email=a@example.org', 'commit', '-q', '-m', file], {
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
  return path.join(dir, file);
}
const older = commit('older.h', '2023-03-01T10:00:00+00:00', 'Ada');
const newer = commit('newer.h', '2024-06-01T23:30:00-05:00', 'Grace');
const unlisted = commit('unlisted.h', '2025-01-01T00:00:00+00:00', 'Linus');
// Two hours after `newer` by the clock, yet earlier in time: a string comparison would pick it.
const sameDay = commit('same-day.h', '2024-06-02T01:30:00+00:00', 'Edsger');

const record = model.records.find((r) => r.qualifiedName === 'celerity::buffer')!;
const functionSet = model.functions.find((set) => set.overloads.length > 1)!;
const declaredIn = (file: string) => ({ ...record, location: { ...record.location, file } });

describe('the last update of a listing page', () => {
  it('is the newest of its symbols’ headers, compared as instants', () => {
    expect(listingLastUpdate(model, [declaredIn(older), declaredIn(sameDay), declaredIn(newer)])).toEqual({
      date: '2024-06-01T23:30:00-05:00',
      author: 'Grace',
    });
    expect(listingLastUpdate(model, [declaredIn(older)])).toEqual({
      date: '2023-03-01T10:00:00+00:00',
      author: 'Ada',
    });
  });

  it('dates a function set by its first overload, as the set’s own page does', () => {
    const [first, ...rest] = functionSet.overloads;
    const set = {
      ...functionSet,
      overloads: [
        { ...first!, location: { ...first!.location, file: older } },
        ...rest.map((fn) => ({ ...fn, location: { ...fn.location, file: unlisted } })),
      ],
    };
    expect(listingLastUpdate(model, [set])?.author).toBe('Ada');
  });

  it('dates a namespace by every header that opens it', () => {
    const namespace = model.namespaces.find((ns) => ns.qualifiedName === 'celerity')!;
    const opened = {
      ...namespace,
      locations: [older, unlisted].map((file) => ({ line: 1, sourceUrl: '', file })),
    };
    expect(listingLastUpdate(model, [opened])?.author).toBe('Linus');
  });

  it('is null when no listed header is in git, and ignores those that are not', () => {
    const outside = path.join(tmpdir(), 'no-such-header.h');
    expect(listingLastUpdate(model, [declaredIn(outside)])).toBeNull();
    expect(listingLastUpdate(model, [])).toBeNull();
    expect(listingLastUpdate(model, [declaredIn(outside), declaredIn(older)])?.author).toBe('Ada');
  });
});

describe('newestUpdate', () => {
  it('skips missing updates', () => {
    const update = { date: '2020-01-01T00:00:00Z', author: 'A' };
    expect(newestUpdate([null, update, null])).toBe(update);
    expect(newestUpdate([null])).toBeNull();
  });
});

describe('the index pages of a library checkout', async () => {
  // Records and functions in one header, an enum in a newer one: each index is as new as what it lists.
  commit(
    'include/tasks.h',
    '2022-05-01T08:00:00+00:00',
    'Barbara',
    'namespace celerity {\nclass task {};\nvoid run();\n}\n',
  );
  commit(
    'include/modes.h',
    '2022-09-01T08:00:00+00:00',
    'Frances',
    'namespace celerity {\nenum class mode { a };\n}\n',
  );
  const { model: checkout } = await extractApiModel({
    includeDirs: ['include'],
    rootDir: dir,
    sourceUrlBase: 'https://example.org/blob/abc/',
    source: { mode: 'source' },
  });
  vi.stubEnv('CELERITY_SOURCE', dir);
  afterAll(() => vi.unstubAllEnvs());
  const ctx = getRenderContext(checkout);

  it('date each kind’s index by its own symbols’ headers', async () => {
    expect((await getApiIndexPageData('records', ctx)).frame.lastUpdate?.author).toBe('Barbara');
    expect((await getApiIndexPageData('functions', ctx)).frame.lastUpdate?.author).toBe('Barbara');
    expect((await getApiIndexPageData('enums', ctx)).frame.lastUpdate?.author).toBe('Frances');
  });

  it('date the namespaces page, which lists every kind, by the newest header', async () => {
    expect((await getNamespacesPageData(ctx)).frame.lastUpdate).toEqual({
      date: '2022-09-01T08:00:00+00:00',
      author: 'Frances',
    });
  });
});
