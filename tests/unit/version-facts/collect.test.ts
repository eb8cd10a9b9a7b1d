import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVersionFacts } from '@/lib/version-facts/build';
import { collectReleaseFacts } from '@/lib/version-facts/collect';
import type { VersionFactsFile } from '@/lib/version-facts/schema';
import { writeTree } from '../temp-dir';

// A library repository of two commits: v0.1.0 reads one variable and prints one warning; master reads
// a second variable, renames the warning and adds an option.

const RELEASE = {
  'src/config.cc':
    'auto pref = env::prefix("CELERITY");\nconst auto l = pref.register_variable<int>("LOG_LEVEL");\nvoid f() { CELERITY_WARN("Only {} cores", n); }\n',
  'CMakeLists.txt': 'option(CELERITY_ACCESSOR_BOUNDARY_CHECK "check" OFF)\n',
};
const MASTER = {
  'src/config.cc':
    'auto pref = env::prefix("CELERITY");\nconst auto l = pref.register_variable<int>("LOG_LEVEL");\nconst auto p = pref.register_variable<bool>("THREAD_PINNING");\nvoid f() { CELERITY_WARN("Only {} logical cores", n); }\n',
  'CMakeLists.txt':
    'option(CELERITY_ACCESSOR_BOUNDARY_CHECK "check" OFF)\noption(CELERITY_ENABLE_MPI "mpi" ON)\n',
};

let repo: string;
let facts: VersionFactsFile;

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'facts-fixture-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, '-c', 'user.name=f', '-c', 'user.email=f@example.org', ...args], {
      stdio: 'ignore',
    });
  git('init', '-q', '-b', 'master');
  for (const [files, tag] of [
    [RELEASE, 'v0.1.0'],
    [MASTER, undefined],
  ] as const) {
    writeTree(repo, files);
    git('add', '-A');
    git('commit', '-q', '-m', tag ?? 'master');
    if (tag) git('tag', tag);
  }
  facts = buildVersionFacts(collectReleaseFacts(path.join(repo, '.git'), 'v0.1.0'));
}, 30_000);

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('version facts of a git repository', () => {
  it('reads every release tag and master', () => {
    expect(facts.versions.map(({ label, ref }) => `${label} ${ref}`)).toEqual(['0.1 v0.1.0', 'next master']);
  });

  it('says which versions have each fact, and where', () => {
    expect(facts.envVars.map((entry) => [entry.name, entry.versions])).toEqual([
      ['CELERITY_LOG_LEVEL', ['0.1', 'next']],
      ['CELERITY_THREAD_PINNING', ['next']],
    ]);
    expect(facts.cmake.map((entry) => [entry.name, entry.versions])).toEqual([
      ['CELERITY_ACCESSOR_BOUNDARY_CHECK', ['0.1', 'next']],
      ['CELERITY_ENABLE_MPI', ['next']],
    ]);
    expect(facts.messages).toEqual([
      { text: 'Only {} cores', levels: ['warn'], versions: ['0.1'], at: { '0.1': 'src/config.cc:3' } },
      {
        text: 'Only {} logical cores',
        levels: ['warn'],
        versions: ['next'],
        at: { next: 'src/config.cc:4' },
      },
    ]);
  });
});
