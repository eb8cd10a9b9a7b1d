import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface LastUpdate {
  /** ISO date-time. */
  date: string;
  author: string;
}

const cache = new Map<string, LastUpdate | null>();

/**
 * The last commit that touched a file, in the repository the file is in (a library checkout for
 * API headers). In a shallow clone git still answers (with the boundary commit), and outside git it
 * returns null, so callers fall back to frontmatter.
 */
export function gitLastUpdate(file: string, ref?: string): LastUpdate | null {
  const absolute = path.resolve(file);
  const key = ref ? `${ref}:${absolute}` : absolute;
  if (!cache.has(key)) cache.set(key, ref ? lastUpdateAt(absolute, ref) : lastUpdateInWorkTree(absolute));
  return cache.get(key) ?? null;
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 1 << 28,
  });

function parseCommit(line: string): LastUpdate | null {
  const [date, author] = line.split('\t');
  return date && author ? { date, author } : null;
}

/** At `ref` (a release tag of a library checkout) the file may differ from, or be absent in, the work tree. */
function lastUpdateAt(file: string, ref: string): LastUpdate | null {
  try {
    return parseCommit(git(path.dirname(file), ['log', '-1', '--format=%aI%x09%an', ref, '--', file]).trim());
  } catch {
    return null;
  }
}

/** The repository root of each directory asked about; null outside git. */
const roots = new Map<string, string | null>();
/** Per repository root and top-level folder: each file's last commit, from one `git log` of the folder. */
const folders = new Map<string, Map<string, LastUpdate>>();

/**
 * A guide asks for its last commit, and a build has hundreds of them: one `git log` per top-level folder
 * of the repository lists every file's commits, newest first, and the first commit naming a file is its
 * last one (what `git log -1 -- <file>` answers, one process per file, ~100 ms each).
 */
function lastUpdateInWorkTree(file: string): LastUpdate | null {
  const dir = path.dirname(file);
  if (!roots.has(dir)) {
    try {
      roots.set(dir, git(dir, ['rev-parse', '--show-toplevel']).trim());
    } catch {
      roots.set(dir, null);
    }
  }
  const root = roots.get(dir);
  if (!root) return null;
  const relative = path.relative(root, file).split(path.sep).join('/');
  const folder = relative.split('/')[0]!;
  const key = `${root}\0${folder}`;
  let commits = folders.get(key);
  if (!commits) {
    commits = new Map();
    // `--cc`: a merge names the files it changed against every parent (a resolved conflict), as the
    // per-file log shows such a merge; %x1e starts each commit, its changed files follow its line.
    const log = git(root, [
      '-c',
      'core.quotePath=false',
      'log',
      '--cc',
      '--name-only',
      '--format=%x1e%aI%x09%an',
      '--',
      folder,
    ]);
    for (const entry of log.split('\x1e').slice(1)) {
      const [head = '', ...names] = entry.split('\n');
      const commit = parseCommit(head);
      if (!commit) continue;
      for (const name of names) if (name && !commits.has(name)) commits.set(name, commit);
    }
    folders.set(key, commits);
  }
  return commits.get(relative) ?? null;
}
