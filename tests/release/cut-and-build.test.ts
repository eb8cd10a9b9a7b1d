// Cuts a release the way a maintainer would (`npm run docs:version 0.8`) in a copy of the project, stands in
// for the library's release tag (release-tag.ts), and builds the copy as `npm run build` does, limited to
// the new release and the one before it (CELERITY_ONLY_VERSIONS): the new release must be the docs at
// /docs/ with every guide, the one before it must move to /docs/0.7/ with the unmaintained banner, and
// search and the version dropdown must know both.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, removeProjectCopy } from '../dev/project-copy';
import { tagRelease } from './release-tag';

const RELEASE = '0.8';
const PREVIOUS = '0.7';
let dir: string;
let cutOutput: string;

/** Runs an npm script in the copy; fails with the end of its output when it exits with an error. */
async function npmRun(script: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const result = await promisify(execFile)(
    'npm',
    ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
    {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CELERITY_BUILD_CACHE: 'off', ...env },
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { code?: number; stdout?: string; stderr?: string }) => {
    throw new Error(
      `npm run ${script} exited with ${error.code}:\n${`${error.stdout}${error.stderr}`.slice(-4000)}`,
    );
  });
  return `${result.stdout}${result.stderr}`;
}

const html = (pagePath: string) => readFileSync(path.join(dir, 'out', pagePath, 'index.html'), 'utf8');
const guideIds = () =>
  readdirSync(path.join(dir, 'content/versioned_docs', `version-${RELEASE}`))
    .filter((file) => file.endsWith('.mdx') && file !== 'README.mdx')
    .map((file) => file.slice(0, -'.mdx'.length));

beforeAll(async () => {
  dir = copyProject('release');
  cutOutput = await npmRun('docs:version', [RELEASE]);
  tagRelease(dir, RELEASE);
  // npm runs the `prebuild` script before `build`, as for any script with a `pre` script.
  await npmRun('build', [], { CELERITY_ONLY_VERSIONS: PREVIOUS });
}, 600_000);

afterAll(() => dir && removeProjectCopy(dir));

describe(`a release cut with npm run docs:version ${RELEASE} and built`, () => {
  it('says what is left that needs the library’s tag or prose', () => {
    expect(cutOutput).toContain(`Version ${RELEASE} is the latest release (/docs/)`);
    expect(cutOutput).toMatch(/Left to do \(3\):\n- content\/api\/history\.json has no 0\.8/);
  });

  it('is the docs at /docs/: every guide of the release and its API reference, titled as the latest', () => {
    const ids = guideIds();
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(existsSync(path.join(dir, 'out/docs', id, 'index.html')), id).toBe(true);
    // The latest release's titles name no version; every other version's do.
    expect(html('docs/atomics')).toContain('<title>Atomics in kernels | Celerity</title>');
    expect(existsSync(path.join(dir, 'out/docs/api/index.html'))).toBe(true);
    expect(html('docs/atomics')).not.toContain('data-version-banner');
  });

  it(`moves ${PREVIOUS} to /docs/${PREVIOUS}/ with the unmaintained banner, which leads to the page in ${RELEASE}`, () => {
    const page = html(`docs/${PREVIOUS}/atomics`);
    expect(page).toContain(`<title>Atomics in kernels | Celerity ${PREVIOUS}</title>`);
    expect(page).toContain('data-version-banner="unmaintained"');
    expect(page).toMatch(
      new RegExp(
        `Celerity <!-- -->${PREVIOUS.replace('.', '\\.')}<!-- -->, which is no longer the latest release`,
      ),
    );
    expect(page).toContain('<a href="/docs/atomics/">');
  });

  it('has a search index of its own, with the release’s pages at /docs/', () => {
    const records = (version: string) => {
      const folder = path.join(dir, 'out/search-index', version);
      return readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.json'))
        .map((file) => readFileSync(path.join(folder, file), 'utf8'))
        .join('\n');
    };
    // Whole indexes are too long for a failure message: only whether they hold the page.
    expect(records(RELEASE).includes('"/docs/atomics/'), `search-index/${RELEASE} has /docs/atomics/`).toBe(
      true,
    );
    expect(
      records(PREVIOUS).includes(`"/docs/${PREVIOUS}/atomics/`),
      `search-index/${PREVIOUS} has /docs/${PREVIOUS}/atomics/`,
    ).toBe(true);
    expect(
      records(RELEASE).includes(`"/docs/${PREVIOUS}/`),
      `search-index/${RELEASE} has no ${PREVIOUS} page`,
    ).toBe(false);
    // Left out of this build by CELERITY_ONLY_VERSIONS.
    expect(existsSync(path.join(dir, 'out/search-index/0.6'))).toBe(false);
  });

  it('is in the version dropdown, between Next and the release before it, marked as the current one', () => {
    const menu = /<ul id="[^"]*" class="[^"]*menu"[^>]*>(.*?)<\/ul>/.exec(html('docs/atomics'))?.[1] ?? '';
    const entries = [
      ...menu.matchAll(/<a (?:class="[^"]*" )?(aria-current="true" )?href="([^"]*)">([^<]*)<\/a>/g),
    ];
    expect(entries.map((match) => [match[3], match[2], Boolean(match[1])])).toEqual([
      ['Next (unreleased)', '/docs/next/', false],
      [RELEASE, '/docs/', true],
      [PREVIOUS, `/docs/${PREVIOUS}/`, false],
      ['0.6', '/docs/0.6/', false],
    ]);
  });
});
