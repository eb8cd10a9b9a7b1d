// npm run check:samples [-- [files…] [--source <checkout> --sycl-include <dir>] [--include <dir>]… [--jobs N]]
// Compiles every C++ sample of the site (guides, blog, pages, home page, synopsis doc comments) with
// g++ -std=c++20 -fsyntax-only and reports the first error of each failing block at its content line.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkBlocks } from '@/lib/samples/check';
import { collectSampleBlocks } from '@/lib/samples/collect';
import { countResults, formatFailure, formatNocheck, formatSummary } from '@/lib/samples/report';
import { FenceError } from '@/lib/samples/sample-block';
import { PreludeError, preparePrelude, sourceToolchain, synopsisToolchain } from '@/lib/samples/toolchain';

const root = process.cwd();

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      'sycl-include': { type: 'string' },
      include: { type: 'string', multiple: true },
      cxxflag: { type: 'string', multiple: true },
      jobs: { type: 'string' },
    },
  });
  if (values.source && !values['sycl-include']) {
    throw new Error('--source needs --sycl-include <dir>: the include directory of a SYCL implementation');
  }
  const toolchain = values.source
    ? await sourceToolchain(path.resolve(values.source), {
        syclInclude: path.resolve(values['sycl-include']!),
        includes: (values.include ?? []).map((dir) => path.resolve(dir)),
        flags: values.cxxflag ?? [],
      })
    : synopsisToolchain(root);
  const jobs = Number(values.jobs ?? os.availableParallelism());
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new Error(`--jobs expects a positive integer, got "${values.jobs}"`);

  const started = performance.now();
  const blocks = await collectSampleBlocks(root, positionals.length ? positionals : undefined);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'celerity-samples-'));
  try {
    const preludeFlags = await preparePrelude(toolchain, scratch);
    const results = await checkBlocks(blocks, toolchain, preludeFlags, { cwd: root, jobs });
    const counts = countResults(results);
    for (const failure of results.filter((r) => r.error)) console.error(`${formatFailure(failure)}\n`);
    for (const line of formatNocheck(results)) console.log(line);
    console.log(formatSummary(counts, (performance.now() - started) / 1000, jobs));
    return counts.failed ? 1 : 0;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof PreludeError) {
      console.error(`check:samples: ${error.message}:\n${error.stderr}`);
      if (/fatal error: .*No such file/.test(error.stderr) && process.argv.includes('--source')) {
        console.error(
          'With --source, pass --include <dir> for generated headers (version.h: a CMake build directory of the library) and for dependencies whose submodules are not checked out.',
        );
      }
    } else if (error instanceof FenceError) {
      console.error(`check:samples: ${error.message}`);
    } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(
        `check:samples: compiler not found (${(error as NodeJS.ErrnoException).path}). Install g++ (apt-get install g++) or set CXX.`,
      );
    } else {
      console.error(`check:samples failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    process.exit(2);
  },
);
