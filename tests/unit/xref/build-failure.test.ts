import { copyFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from '../run-script';

// The real prebuild (API extraction, content checks, the API name check) on a copy of the site's
// content plus one guide that names an unknown symbol, in a scratch directory: nothing here changes.

const root = process.cwd();
const scratch = mkdtempSync(path.join(tmpdir(), 'celerity-name-check-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the build', () => {
  it('fails on an unknown celerity:: name with file:line and a did-you-mean', async () => {
    for (const entry of ['scripts', 'lib', 'node_modules', 'package.json', 'tsconfig.json'])
      symlinkSync(path.join(root, entry), path.join(scratch, entry));
    // Copies, not links: the content loaders and the extractor list regular files only.
    cpSync(path.join(root, 'content'), path.join(scratch, 'content'), { recursive: true });
    cpSync(path.join(root, 'public'), path.join(scratch, 'public'), {
      recursive: true,
      filter: (source) => !source.includes('api-cards'),
    });
    copyFileSync(
      path.join(import.meta.dirname, 'fixtures/unknown-name.mdx'),
      path.join(scratch, 'content/docs/unknown-name.mdx'),
    );
    const {
      CONTENT_DIR: _content,
      CELERITY_SOURCE: _source,
      CELERITY_UNKNOWN_API_NAMES: _policy,
      ...env
    } = process.env;
    const run = await runScript('scripts/prebuild.ts', { cwd: scratch, env });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'content/docs/unknown-name.mdx:10: `celerity::acessor`: no such symbol; did you mean `celerity::accessor`?',
    );
    expect(run.stderr).toContain('1 unknown API name(s)');
  }, 120_000);
});
