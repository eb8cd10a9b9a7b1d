// What `npm run api:extract` reads: our synopsis by default, or with CELERITY_SOURCE=<checkout> the
// real library's headers, including `detail`, with line-anchored source links. Shared with the
// benchmark's id-match report, which extracts a checkout the same way.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkoutVariables } from '@/lib/api/extract/checkout-variables';
import type { ExtractOptions } from '@/lib/api/extract/extract';
import { contentDir } from '@/lib/content/paths';

const DEFAULT_REF = '6e2272833a8c3d7ddeddbe1dc2f56d04719d2588';
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

export function extractOptions(root: string, env: Env): ExtractOptions {
  if (env.CELERITY_SOURCE) return sourceExtractOptions(env.CELERITY_SOURCE, env);
  const ref = env.CELERITY_SOURCE_REF ?? DEFAULT_REF;
  const synopsis = path.join(contentDir(), 'api/include');
  const hasSynopsis =
    existsSync(synopsis) &&
    execFileSync('find', [synopsis, '-name', '*.h'], { encoding: 'utf8' }).trim() !== '';
  // Until the synopsis headers exist, the unit-test fixtures keep the pipeline exercised.
  const includeDirs = [hasSynopsis ? synopsis : path.join(root, 'tests/unit/api/fixtures')];
  return {
    includeDirs,
    rootDir: root,
    includeDetail: false,
    sourceUrlBase: `${REPO_URL}/${ref}/`,
    source: { mode: 'synopsis', ref },
  };
}
