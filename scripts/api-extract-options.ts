// What `npm run api:extract` reads: our synopsis by default, or with CELERITY_SOURCE=<checkout> the
// real library's headers, including `detail`, with line-anchored source links. Shared with the
// benchmark's id-match report, which extracts a checkout the same way.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkoutVariables } from '@/lib/api/extract/checkout-variables';
import type { ExtractOptions } from '@/lib/api/extract/extract';
import { SYNOPSIS_COMMIT } from '@/lib/config/docs-versions.mjs';
import { displayPath } from '@/lib/content/paths';
import type { DocsVersion } from '@/lib/content/versions';

const DEFAULT_REF = SYNOPSIS_COMMIT;
const REPO_URL = 'https://github.com/celerity/celerity-runtime/blob';

type Env = Record<string, string | undefined>;

function gitHead(dir: string): string | undefined {
  try {
    return (
      execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/**
 * Extraction of a library checkout (`include/`, plus `src/` when asked). A checkout that was never
 * configured has `include/version.h.in` but no `version.h`: the template is configured as CMake would.
 */
export function sourceExtractOptions(sourceDir: string, env: Env = {}): ExtractOptions {
  const dir = path.resolve(sourceDir);
  if (!existsSync(path.join(dir, 'include')))
    throw new Error(`CELERITY_SOURCE=${sourceDir} has no include/ directory`);
  const ref = env.CELERITY_SOURCE_REF ?? gitHead(dir) ?? DEFAULT_REF;
  const includeDirs = ['include', ...(env.CELERITY_SOURCE_INCLUDE_SRC === '1' ? ['src'] : [])];
  return {
    includeDirs,
    rootDir: dir,
    includeDetail: true,
    sourceUrlBase: `${REPO_URL}/${ref}/`,
    source: { mode: 'source', ref },
    configure: checkoutVariables(dir, ref),
  };
}

/**
 * Extraction of a version's synopsis headers. A version without any is an error: the build would
 * otherwise publish an empty API reference for it.
 */
function synopsisOptions(
  root: string,
  version: Pick<DocsVersion, 'name' | 'synopsisDir'>,
  ref: string,
): ExtractOptions {
  const synopsis = version.synopsisDir;
  const hasSynopsis =
    existsSync(synopsis) &&
    execFileSync('find', [synopsis, '-name', '*.h'], { encoding: 'utf8' }).trim() !== '';
  if (!hasSynopsis)
    throw new Error(
      `${displayPath(synopsis)}: no synopsis headers (*.h) for docs version "${version.name}". Add them, or set CELERITY_SOURCE=<library checkout with its tags> to read the library's own headers.`,
    );
  return {
    includeDirs: [synopsis],
    rootDir: root,
    includeDetail: false,
    sourceUrlBase: `${REPO_URL}/${ref}/`,
    source: { mode: 'synopsis', ref },
  };
}

/** `ref` as a commit of the git checkout at `dir`, or undefined when the checkout does not have it. */
function resolveRef(dir: string, ref: string): string | undefined {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Extraction of one docs version from a library checkout with its tags: the tree of the version's ref
 * is exported to a temporary folder (the checkout itself is not touched) and read as a checkout of that
 * ref. Links name the tag, or the commit for a branch, which moves.
 */
export function versionSourceExtractOptions(
  sourceDir: string,
  version: Pick<DocsVersion, 'name' | 'ref'>,
  env: Env = {},
): { options: ExtractOptions; cleanup: () => void } {
  const commit = resolveRef(sourceDir, version.ref);
  if (!commit)
    throw new Error(
      `CELERITY_SOURCE=${sourceDir} has no ref "${version.ref}", which docs version "${version.name}" documents (content/versions.yaml). Clone the library with its tags (git fetch --tags) or fix the version's ref.`,
    );
  const dir = mkdtempSync(path.join(tmpdir(), `celerity-${version.name}-`));
  execFileSync('sh', ['-c', 'git -C "$1" archive "$2" | tar -x -C "$3"', 'export', sourceDir, commit, dir]);
  const isTag = resolveRef(sourceDir, `refs/tags/${version.ref}`) === commit;
  const linkRef = isTag ? version.ref : commit;
  const options = sourceExtractOptions(dir, { ...env, CELERITY_SOURCE_REF: linkRef });
  // The exported tree has no git history: the revision is the ref's commit, and it is clean.
  const configure = options.configure && {
    ...options.configure,
    values: new Map([
      ...options.configure.values,
      ['CELERITY_VERSION_GIT_REVISION', commit.slice(0, 7)],
      ['CELERITY_VERSION_GIT_IS_DIRTY', '0'],
    ]),
  };
  return { options: { ...options, configure }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What prebuild extracts for a docs version: its synopsis, or its ref of CELERITY_SOURCE. */
export function versionExtractOptions(
  root: string,
  env: Env,
  version: Pick<DocsVersion, 'name' | 'ref' | 'synopsisDir'>,
): { options: ExtractOptions; cleanup: () => void } {
  if (env.CELERITY_SOURCE) return versionSourceExtractOptions(env.CELERITY_SOURCE, version, env);
  // The working copy's synopsis follows one commit of the development branch, not the branch itself.
  const ref = version.ref === 'master' ? (env.CELERITY_SOURCE_REF ?? DEFAULT_REF) : version.ref;
  return { options: synopsisOptions(root, version, ref), cleanup: () => {} };
}
