// The compiler setup of the sample check: g++ in syntax-only mode, with a docs version's C++ standard,
// against either that version's synopsis headers plus the SYCL stand-in (the default), or a real
// celerity-runtime checkout and a real SYCL implementation (`--source`, `--sycl-include`). Headers every
// sample needs are precompiled once per version.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatedDir } from '@/lib/config/generated-paths.mjs';
import { promisify } from 'node:util';
import type { SampleVersion } from './versions';

const run = promisify(execFile);

export interface Toolchain {
  compiler: string;
  /** The C++ standard samples are compiled with (`-std=c++<n>`). */
  cppStandard: number;
  /** The queue type of `q` in completed fragments (see wrap.ts). */
  queueClass: string;
  /** Directories searched for `<…>` includes (as system headers: their warnings are not ours). */
  includeDirs: string[];
  /** Headers included before every sample, after `<celerity.h>`. */
  preincludes: string[];
  /** Keeps the precompiled header between runs (rebuilt when a header changes). */
  cacheDir?: string;
  /** Precompile the prelude (default); without, every sample parses the headers itself. */
  precompile?: boolean;
  extraFlags: string[];
}

/**
 * Standard headers the samples may use without including them: fragments stay short, and the
 * precompiled header makes them free. Complete programs in the guides still include what they use.
 */
const PRE_INCLUDED_STD_HEADERS = [
  'algorithm',
  'array',
  'chrono',
  'cmath',
  'cstdio',
  'cstdlib',
  'fstream',
  'iostream',
  'memory',
  'numeric',
  'string',
  'vector',
];

const STAND_IN_DIR = 'tests/sycl-stand-in';

/** `celerity::queue` where the headers have it (0.7 and later), else the older `celerity::distr_queue`. */
const queueClassOf = (headerDir: string) =>
  existsSync(path.join(headerDir, 'queue.h')) ? 'celerity::queue' : 'celerity::distr_queue';

type ToolchainVersion = Pick<SampleVersion, 'name' | 'synopsisDir' | 'cppStandard'>;

/**
 * A version's synopsis and the SYCL stand-in: what `npm run check:samples` uses by default. Without a
 * version, the working copy's synopsis in C++20.
 */
export function synopsisToolchain(root: string, version?: ToolchainVersion): Toolchain {
  const synopsisDir = version?.synopsisDir ?? path.join(root, 'content/api/include');
  return {
    compiler: process.env.CXX ?? 'g++',
    cppStandard: version?.cppStandard ?? 20,
    queueClass: queueClassOf(path.join(synopsisDir, 'celerity')),
    includeDirs: [path.join(synopsisDir, 'celerity'), path.join(root, STAND_IN_DIR)],
    preincludes: ['celerity-synopsis-completion.hpp'],
    cacheDir: path.join(generatedDir(root), 'samples', version?.name ?? 'current'),
    extraFlags: [],
  };
}

/**
 * A celerity-runtime checkout and a real SYCL implementation: its `include/`, the `include` folders of
 * its vendored dependencies (git submodules) where they are checked out, and any further directories
 * the caller names (e.g. a CMake build directory holding the generated `version.h`).
 */
export async function sourceToolchain(
  checkout: string,
  options: { syclInclude: string; includes: string[]; flags: string[]; cppStandard: number },
): Promise<Toolchain> {
  const include = path.join(checkout, 'include');
  if (!existsSync(include)) throw new Error(`--source ${checkout} has no include/ directory`);
  if (!existsSync(options.syclInclude))
    throw new Error(`--sycl-include ${options.syclInclude} does not exist`);
  const vendor = path.join(checkout, 'vendor');
  const vendored = existsSync(vendor)
    ? (await readdir(vendor, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isDirectory() && entry.name === 'include')
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((dir) => path.relative(vendor, dir).split(path.sep).length <= 3)
        .sort()
    : [];
  return {
    compiler: process.env.CXX ?? 'g++',
    cppStandard: options.cppStandard,
    queueClass: queueClassOf(include),
    includeDirs: [include, ...options.includes, ...vendored, options.syclInclude],
    preincludes: [],
    extraFlags: options.flags,
  };
}

export function baseFlags(toolchain: Toolchain): string[] {
  return [
    `-std=c++${toolchain.cppStandard}`,
    '-fsyntax-only',
    '-fdiagnostics-plain-output',
    '-fdiagnostics-column-unit=byte',
    ...toolchain.includeDirs.flatMap((dir) => ['-isystem', dir]),
    ...toolchain.extraFlags,
  ];
}

function preludeText(toolchain: Toolchain): string {
  return [
    '#include <celerity.h>',
    ...toolchain.preincludes.map((header) => `#include <${header}>`),
    ...PRE_INCLUDED_STD_HEADERS.map((header) => `#include <${header}>`),
    '',
  ].join('\n');
}

async function headerFingerprint(dirs: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(file).update(await readFile(file));
  }
  return hash.digest('hex');
}

/** Raised when the headers themselves do not compile: every sample would fail the same way. */
export class PreludeError extends Error {
  constructor(readonly stderr: string) {
    super('the headers every sample includes do not compile');
    this.name = 'PreludeError';
  }
}

/**
 * Writes the prelude header and its precompiled form and returns the flags that include it in every
 * sample. With a cache directory the precompiled header is kept and rebuilt only when a header, the
 * flags or the compiler change.
 */
export async function preparePrelude(toolchain: Toolchain, scratchDir: string): Promise<string[]> {
  const text = preludeText(toolchain);
  const flags = baseFlags(toolchain);
  const dir = toolchain.cacheDir ?? scratchDir;
  await mkdir(dir, { recursive: true });
  const header = path.join(dir, 'prelude.hpp');
  const stamp = path.join(dir, 'prelude.key');
  let key: string | undefined;
  if (toolchain.cacheDir) {
    const { stdout: version } = await run(toolchain.compiler, ['--version']);
    key = createHash('sha256')
      .update(version)
      .update(flags.join('\0'))
      .update(text)
      .update(await headerFingerprint(toolchain.includeDirs))
      .digest('hex');
    const fresh = existsSync(`${header}.gch`) && existsSync(stamp) && (await readFile(stamp, 'utf8')) === key;
    if (fresh) return ['-include', header];
  }
  await writeFile(header, text);
  if (toolchain.precompile === false) return ['-include', header];
  const pchFlags = flags.filter((flag) => flag !== '-fsyntax-only');
  try {
    await run(toolchain.compiler, [...pchFlags, '-x', 'c++-header', header, '-o', `${header}.gch`], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    throw new PreludeError((error as { stderr?: string }).stderr || String(error));
  }
  if (key) await writeFile(stamp, key);
  return ['-include', header];
}
