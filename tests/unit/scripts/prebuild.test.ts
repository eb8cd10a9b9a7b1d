import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentCopy } from '../content/content-copy';
import { runScript } from '../run-script';

const root = path.resolve(__dirname, '../../..');
let copy: ReturnType<typeof contentCopy> | undefined;
afterEach(() => copy?.remove());

/** Runs the build's first step on a copy of the content; both failures below stop before anything is written. */
async function prebuild(dir: string) {
  const run = await runScript('scripts/prebuild.ts', {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: dir },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('npm run prebuild', () => {
  it('fails on invalid YAML at its file:line:col, before the API extraction, without a stack trace', async () => {
    copy = contentCopy();
    copy.edit('home.yaml', (text) => text.replace('file: home/example.cpp', 'file: [home/example.cpp'));
    const { status, output } = await prebuild(copy.dir);
    expect(status).toBe(1);
    expect(output).toMatch(
      /home\.yaml:12:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a \]/,
    );
    expect(output).toContain('1 content file(s) with problems: fix them before building.');
    expect(output).not.toContain('api:extract');
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);

  it('fails on a runtime message of a documented release without an explanation, naming it and where it is printed', async () => {
    copy = contentCopy();
    copy.edit('messages.yaml', (text) => text.replace("    - 'Scheduler is idle'\n", ''));
    const { status, output } = await prebuild(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain(
      'no explanation for the message "Scheduler is idle" (0.7: src/runtime.cc:577, next: src/runtime.cc:577); add it to a family',
    );
    expect(output).not.toContain('api:extract');
  }, 60_000);

  it('fails on a synopsis header it cannot parse, naming the header line and the declaration', async () => {
    copy = contentCopy();
    // The `};` that closes `class buffer`.
    copy.edit('api/include/celerity/buffer.h', (text) => text.replace(/\n};\n(?![\s\S]*\n};\n)/, '\n'));
    // The unreadable code runs to the end of the file.
    const lastLine = readFileSync(path.join(copy.dir, 'api/include/celerity/buffer.h'), 'utf8')
      .trimEnd()
      .split('\n').length;
    const { status, output } = await prebuild(copy.dir);
    expect(status).toBe(1);
    expect(output).toContain(
      `celerity/buffer.h:62: syntax error: could not read the declaration "class buffer {" (the unreadable code spans lines 9–${lastLine}; look for a missing "}", ";" or ")")`,
    );
    expect(output).toContain(
      '1 syntax error(s) in the synopsis headers of version "current"; nothing was written.',
    );
    expect(output).toContain(
      'The API model could not be extracted: fix the headers named above before building.',
    );
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);
});
