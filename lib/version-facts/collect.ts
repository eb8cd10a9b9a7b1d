import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { historyRefs, versionLabel } from '@/lib/api/history/versions';
import type { ReadVersion } from './build';
import { extractReleaseFacts } from './extract';

// The version facts of every release tag (from the first the API history reads) and the main branch of
// a library git directory, without the API extraction: for the deploy workflow's check against the real
// tags. `npm run api:history` reads the same trees while it extracts the API (collectVersions' onTree).

const git = (gitDir: string, args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 }).trim();

export function collectReleaseFacts(gitDir: string, firstRelease?: string): ReadVersion[] {
  return historyRefs(git(gitDir, ['tag', '--list']).split('\n'), firstRelease).map((ref) => {
    const commit = git(gitDir, ['rev-parse', `${ref}^{commit}`]);
    const dir = mkdtempSync(path.join(tmpdir(), 'celerity-facts-'));
    try {
      const archive = execFileSync('git', ['--git-dir', gitDir, 'archive', commit], { maxBuffer: 1 << 30 });
      execFileSync('tar', ['-x', '-C', dir], { input: archive });
      return { label: versionLabel(ref), ref, commit, facts: extractReleaseFacts(dir) };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
