import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractApiModel, type ExtractOptions } from '@/lib/api/extract/extract';
import { versionFacts, type VersionFacts } from './facts';
import { historyRefs, versionLabel } from './versions';

// Reads every version of the library from its git directory without touching its checkout: each ref's
// tree is exported to a temporary folder (`git archive | tar -x`) and extracted exactly as the deploy
// build extracts a checkout (the caller passes those options), header templates included.

const git = (gitDir: string, args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 }).trim();

/** The git directory of a checkout (or a bare repository), with a clear error when there is none. */
export function gitDirOf(source: string): string {
  try {
    return path.resolve(source, git(path.join(source, '.git'), ['rev-parse', '--git-dir']));
  } catch {
    try {
      return path.resolve(git(source, ['rev-parse', '--git-dir']));
    } catch {
      throw new Error(`${source} is not a git checkout of celerity-runtime (no .git directory)`);
    }
  }
}

export interface CollectOptions {
  gitDir: string;
  /** Extraction options for an exported tree, as the deploy build would use for that checkout. */
  optionsFor: (dir: string, ref: string) => ExtractOptions;
  /** The oldest release tag read (default FIRST_RELEASE); every later one and the main branch follow. */
  firstRelease?: string;
  onVersion?: (facts: VersionFacts) => void;
  /** Public macros of a tree that no header declares (the build's compile definitions for programs). */
  definedMacros?: (dir: string) => Array<{ name: string; file: string }>;
  /** Called with each exported tree before it is removed, for readers of other facts than the API. */
  onTree?: (dir: string, version: { label: string; ref: string; commit: string }) => void;
}

export async function collectVersions(options: CollectOptions): Promise<VersionFacts[]> {
  const refs = historyRefs(git(options.gitDir, ['tag', '--list']).split('\n'), options.firstRelease);
  const versions: VersionFacts[] = [];
  for (const ref of refs) {
    const commit = git(options.gitDir, ['rev-parse', `${ref}^{commit}`]);
    const dir = mkdtempSync(path.join(tmpdir(), 'celerity-history-'));
    try {
      const archive = execFileSync('git', ['--git-dir', options.gitDir, 'archive', commit], {
        maxBuffer: 1 << 30,
      });
      execFileSync('tar', ['-x', '-C', dir], { input: archive });
      options.onTree?.(dir, { label: versionLabel(ref), ref, commit });
      const { model, warnings } = await extractApiModel(options.optionsFor(dir, ref));
      const defined = options.definedMacros?.(dir) ?? [];
      const facts = versionFacts({ label: versionLabel(ref), ref, commit }, model, warnings, defined);
      options.onVersion?.(facts);
      versions.push(facts);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return versions;
}
