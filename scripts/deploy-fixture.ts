// Lays out a checkout of the library for the deploy-path build test (`npm test` builds the site from it
// with the deploy workflow's settings). It is our own headers in the library's layout: the synopsis
// headers at the paths their `// celerity-source:` markers name (the marker line left blank, so they read
// like the library's headers and line numbers stay), and tests/fixtures/library-checkout/ on top: a
// `version.h.in` template instead of a `version.h`, `VERSION`, `CMakeLists.txt` and the layouts the real
// headers have that the synopsis leaves out. The folder becomes a git repository with a commit per docs
// version and the release tags, like the workflow's checkout of celerity-runtime.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listVersions } from '@/lib/content/versions';
import { listFiles } from '@/lib/export/list-files';

const ROOT = path.resolve(import.meta.dirname, '..');
const LAYOUT = path.join(ROOT, 'tests/fixtures/library-checkout');
/** Files of one version's commit that differ from the layout (`<version name>/…`). */
const OVERLAYS = path.join(ROOT, 'tests/fixtures/library-checkout-overlays');
const MARKER = /^\s*\/\/\s*celerity-source:\s*(\S+)\s*$/;
/** A fixed commit time: the fixture's "Last updated" dates do not depend on when the test runs. */
const COMMIT_DATE = '2026-01-01T00:00:00Z';

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The synopsis headers of one docs version at the paths their markers name, the marker line left blank. */
function writeSynopsis(dir: string, synopsis: string): void {
  for (const file of listFiles(synopsis).filter((f) => f.endsWith('.h'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const target = MARKER.exec(lines[0] ?? '')?.[1];
    if (!target)
      throw new Error(`${path.relative(ROOT, file)}:1: expected a "// celerity-source: <path>" marker`);
    lines[0] = '';
    write(path.join(dir, target), lines.join('\n'));
  }
}

/**
 * Writes the checkout into `dir` (which must not exist yet): one commit per docs version, oldest
 * first, each with that version's synopsis and tagged with its ref (a branch ref, `master`, is the
 * branch at the newest commit), as a clone of celerity-runtime with its tags.
 */
export function writeDeployFixture(dir: string): string[] {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} exists and is not empty`);
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Deploy fixture',
    GIT_AUTHOR_EMAIL: 'fixture@example.invalid',
    GIT_COMMITTER_NAME: 'Deploy fixture',
    GIT_COMMITTER_EMAIL: 'fixture@example.invalid',
    GIT_AUTHOR_DATE: COMMIT_DATE,
    GIT_COMMITTER_DATE: COMMIT_DATE,
  };
  mkdirSync(dir, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { env, stdio: 'ignore' });
  git('init', '-q', '-b', 'master');
  const refs: string[] = [];
  for (const version of [...listVersions()].reverse()) {
    rmSync(path.join(dir, 'include'), { recursive: true, force: true });
    writeSynopsis(dir, version.synopsisDir);
    const overlay = path.join(OVERLAYS, version.name);
    for (const layer of [LAYOUT, ...(existsSync(overlay) ? [overlay] : [])])
      for (const file of listFiles(layer)) {
        const target = path.join(dir, path.relative(layer, file));
        mkdirSync(path.dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
    // A release's VERSION file names that release.
    const release = /^v(\d+\.\d+\.\d+)$/.exec(version.ref)?.[1];
    if (release) writeFileSync(path.join(dir, 'VERSION'), `${release}\n`);
    git('add', '-A');
    git(
      'commit',
      '-q',
      '--no-gpg-sign',
      '--allow-empty',
      '-m',
      `Library layout of docs version ${version.name}`,
    );
    if (version.ref !== 'master') git('tag', version.ref);
    refs.push(version.ref);
  }
  return refs;
}

if (process.argv[1]?.endsWith('deploy-fixture.ts')) {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [dir] = positionals;
  if (!dir || positionals.length > 1) {
    console.error('usage: tsx scripts/deploy-fixture.ts <empty dir>');
    process.exit(2);
  }
  const refs = writeDeployFixture(path.resolve(dir));
  console.log(`Library checkout for the deploy-path build at ${dir} (refs ${refs.join(', ')}).`);
}
