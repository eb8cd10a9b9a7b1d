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
  const key = ref ? `${ref}:${file}` : file;
  if (cache.has(key)) return cache.get(key) ?? null;
  let result: LastUpdate | null = null;
  try {
    // At `ref` (a release tag of a library checkout) the file may differ from, or be absent in, the work tree.
    const range = ref ? [ref] : [];
    const out = execFileSync(
      'git',
      ['log', '-1', '--format=%aI%x09%an', ...range, '--', path.resolve(file)],
      {
        cwd: path.dirname(path.resolve(file)),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ).trim();
    const [date, author] = out.split('\t');
    if (date && author) result = { date, author };
  } catch {
    result = null;
  }
  cache.set(key, result);
  return result;
}
