// npm run check:samples [-- [files…] [--source <checkout> --sycl-include <dir> [--version <name>]] [--include <dir>]… [--jobs N]]
// Compiles every C++ sample of the site (guides, blog, pages, home page, synopsis doc comments) with
// g++ -fsyntax-only and reports the first error of each failing block at its content line. Every docs
// version (content/versions.yaml) is checked against its own synopsis with its own C++ standard; with
// --source, only the blocks of one version (--version, default current) against that checkout.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getVersion, listVersions } from '@/lib/content/versions';
import { checkBlocks } from '@/lib/samples/check';
import { collectSampleBlocks } from '@/lib/samples/collect';
import { countResults, formatFailure, formatNocheck, formatSummary } from '@/lib/samples/report';
import { FenceError } from '@/lib/samples/sample-block';
import {
  PreludeError,
  preparePrelude,
  sourceToolchain,
  synopsisToolchain,
  type Toolchain,
} from '@/lib/samples/toolchain';
import { blocksByVersion, versionLabel, type SampleVersion } from '@/lib/samples/versions';

const root = process.cwd();

type Options = ReturnType<typeof parseOptions>;

function parseOptions() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      source: { type: 'string' },
      'sycl-include': { type: 'string' },
      include: { type: 'string', multiple: true },
      cxxflag: { type: 'string', multiple: true },
      jobs: { type: 'string' },
      version: { type: 'string' },
    },
  });
  if (values.source && !values['sycl-include']) {
    throw new Error('--source needs --sycl-include <dir>: the include directory of a SYCL implementation');
  }
  if (values.version && !values.source)
    throw new Error(
      '--version selects the blocks checked against --source; without it every version is checked',
    );
  const jobs = Number(values.jobs ?? os.availableParallelism());
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new Error(`--jobs expects a positive integer, got "${values.jobs}"`);
  return { values, positionals, jobs };
}

function toolchainFor(version: SampleVersion, { values }: Options): Promise<Toolchain> | Toolchain {
  if (!values.source) return synopsisToolchain(root, version);
  return sourceToolchain(path.resolve(values.source), {
    syclInclude: path.resolve(values['sycl-include']!),
    includes: (values.include ?? []).map((dir) => path.resolve(dir)),
    flags: values.cxxflag ?? [],
    cppStandard: version.cppStandard,
  });
}

/** Checks one version's blocks; prints its failures, nocheck list and summary; returns the failures. */
async function checkVersion(
  version: SampleVersion,
  blocks: Parameters<typeof checkBlocks>[0],
  options: Options,
) {
  const started = performance.now();
  const label = versionLabel(version);
  const toolchain = await toolchainFor(version, options);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'celerity-samples-'));
  try {
    const prelude = await preparePrelude(toolchain, scratch).catch((error: unknown) => {
      if (error instanceof PreludeError) error.message = `${label}: ${error.message}`;
      throw error;
    });
    const results = await checkBlocks(blocks, toolchain, prelude, { cwd: root, jobs: options.jobs });
    const counts = countResults(results);
    for (const failure of results.filter((r) => r.error)) console.error(`${formatFailure(failure, label)}\n`);
    for (const line of formatNocheck(results)) console.log(line);
    console.log(formatSummary(counts, (performance.now() - started) / 1000, options.jobs, label));
    return counts.failed;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const options = parseOptions();
  const { values, positionals } = options;
  const versions = values.source ? [getVersion(values.version ?? 'current')] : listVersions();
  const blocks = await collectSampleBlocks(root, positionals.length ? positionals : undefined);
  // With --source, the blocks of other versions are left out: they belong to other checkouts.
  const groups = blocksByVersion(blocks, listVersions(), root).filter((group) =>
    versions.includes(group.version),
  );
  let failed = 0;
  for (const { version, blocks: own } of groups) failed += await checkVersion(version, own, options);
  return failed ? 1 : 0;
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
