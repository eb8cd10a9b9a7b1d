// Compiles the fixture samples with the real g++ and the synopsis: the check must fail where the
// samples are broken, at the line of the content file.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBlocks, type BlockResult } from '@/lib/samples/check';
import { collectSampleBlocks } from '@/lib/samples/collect';
import { countResults } from '@/lib/samples/report';
import { includedByPrelude, preparePrelude, synopsisToolchain } from '@/lib/samples/toolchain';

const root = process.cwd();
const fixture = 'tests/unit/samples/fixtures/broken.mdx';

describe('checking samples with g++', () => {
  let scratch: string;
  let results: BlockResult[];

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'samples-test-'));
    const toolchain = { ...synopsisToolchain(root), cacheDir: undefined, precompile: false };
    const prelude = await preparePrelude(toolchain, scratch);
    results = await checkBlocks(await collectSampleBlocks(root, [fixture]), toolchain, prelude, {
      cwd: root,
      jobs: 2,
    });
  }, 120_000);

  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('passes the correct fragment and skips the nocheck block', () => {
    expect(results.map((r) => [r.block.line, r.prelude, Boolean(r.error)])).toEqual([
      [9, 'main', false],
      [19, 'main', true],
      [32, 'command-group', true],
      [36, undefined, false],
    ]);
    expect(countResults(results)).toMatchObject({
      blocks: 4,
      compiled: 3,
      nocheck: 1,
      failed: 2,
      withHiddenLines: 2,
    });
  });

  it('reports an undeclared name at its line and column in the MDX file', () => {
    expect(results[1]!.error).toMatchObject({ file: fixture, line: 22, column: 28 });
    expect(results[1]!.error?.message).toContain('‘output’ was not declared');
  });

  it('reports a host-task functor that cannot take the partition at the line that launches it', () => {
    expect(results[2]!.error).toMatchObject({ file: fixture, line: 32, column: 16 });
    expect(results[2]!.error?.message).toContain('no match for call');
  });
});

describe('headers a prelude has included already', () => {
  it('are the ones g++ finds in its include tree, directly or through another header', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'samples-prelude-'));
    try {
      const header = path.join(scratch, 'prelude.hpp');
      await writeFile(header, '#include <vector>\n');
      const toolchain = {
        compiler: process.env.CXX ?? 'g++',
        cppStandard: 20,
        queueClass: 'celerity::queue',
        includeDirs: [],
        preincludes: [],
        extraFlags: [],
      };
      const names = ['vector', 'bits/stl_vector.h', 'map', 'no-such-header.h'];
      const included = await includedByPrelude(
        toolchain,
        { header, flags: ['-include', header] },
        names,
        root,
      );
      expect([...included].sort()).toEqual(['bits/stl_vector.h', 'vector']);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm run check:samples', () => {
  it('exits with 1 and prints file:line:column of the broken sample', async () => {
    const tsx = path.join(root, 'node_modules/.bin/tsx');
    const error = await promisify(execFile)(tsx, ['scripts/check-samples.ts', fixture], { cwd: root }).then(
      () => undefined,
      (failure: { code: number; stderr: string; stdout: string }) => failure,
    );
    expect(error?.code).toBe(1);
    expect(error?.stderr).toContain(`${fixture}:22:28: error: ‘output’ was not declared in this scope`);
    expect(error?.stdout).toMatch(/4 C\+\+ blocks in 1 files: 3 compiled .* 1 marked nocheck, 2 failed/);
  }, 180_000);
});
