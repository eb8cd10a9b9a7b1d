// @ts-check
// Next's build id names `_next/static/<id>/` and is written into every route payload (`"b":"<id>"`);
// the client router reloads the page instead of navigating when a payload carries another id than the
// page it runs in. By default `next build` draws a random id (nanoid) per build, so two builds of one
// commit differ in about half their files. Next 16.4.6 still calls `generateBuildId` from next.config
// (next/dist/build/index.js, getBuildId; only a `deploymentId` replaces it), so the id is derived here
// from what the build is made of instead: the commit, uncommitted changes, the library checkout the API
// reference is read from, and the settings that change the output.
// Plain JS because next.config.mjs needs it before TypeScript is available.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Environment variables that change what the build writes (CELERITY_SOURCE, a path, enters as its commit;
 * CELERITY_BUILD_CACHE only decides whether a compile cache is kept). */
const OUTPUT_SETTINGS =
  /^(BASE_PATH|SOURCE_DATE_EPOCH|NEXT_PUBLIC_\w+|CELERITY_(?!SOURCE$|BUILD_CACHE$)\w+)$/;

/**
 * The checkout's state: HEAD, the diff of tracked files against it and the names of untracked ones, or
 * null outside git.
 * @param {string} dir
 * @returns {string | null}
 */
function checkoutState(dir) {
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 1 << 30,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  try {
    return [
      git(['rev-parse', 'HEAD']),
      git(['diff', '--binary', 'HEAD']),
      git(['ls-files', '--others', '--exclude-standard']),
    ].join('\0');
  } catch {
    return null;
  }
}

/**
 * A build id that is the same for the same inputs, or null (Next then draws a random one) when the
 * project or the library checkout is not a git checkout, so that an unknown state never shares an id.
 * Like Next's own ids, it never contains "ad" (ad blockers drop some URLs that do).
 * @param {{ root: string, env: Readonly<Record<string, string | undefined>> }} build
 * @returns {string | null}
 */
export function reproducibleBuildId({ root, env }) {
  const site = checkoutState(root);
  const source = env.CELERITY_SOURCE ? checkoutState(path.resolve(root, env.CELERITY_SOURCE)) : '';
  if (site === null || source === null) return null;
  const settings = Object.keys(env)
    .filter((key) => OUTPUT_SETTINGS.test(key))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  const input = [site, source, ...settings].join('\n');
  for (let attempt = 0; ; attempt += 1) {
    const id = createHash('sha256').update(`${attempt}\n${input}`).digest('hex').slice(0, 20);
    if (!/ad/i.test(id)) return id;
  }
}
