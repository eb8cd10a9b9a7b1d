// The build's notion of "now": the time of the commit being built, so that two builds of one commit
// agree (reproducible builds). SOURCE_DATE_EPOCH, the variable reproducible-build tools share, wins.
import { execFileSync } from 'node:child_process';

/**
 * Seconds since 1970 of SOURCE_DATE_EPOCH when set, else of the HEAD commit of the repository around
 * `cwd` (committer time); null outside git. A malformed SOURCE_DATE_EPOCH is an error.
 */
export function sourceDateEpoch(
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd = process.cwd(),
): number | null {
  const fromEnv = env.SOURCE_DATE_EPOCH;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!/^\d+$/.test(fromEnv))
      throw new Error(
        `SOURCE_DATE_EPOCH: expected whole seconds since 1970-01-01 UTC (e.g. 1714564800), got "${fromEnv}"`,
      );
    return Number(fromEnv);
  }
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%ct', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d+$/.test(out) ? Number(out) : null;
  } catch {
    return null;
  }
}

/** sourceDateEpoch as an ISO date-time, or null. */
export function sourceDate(env?: Readonly<Record<string, string | undefined>>, cwd?: string): string | null {
  const epoch = sourceDateEpoch(env, cwd);
  return epoch === null ? null : new Date(epoch * 1000).toISOString();
}
