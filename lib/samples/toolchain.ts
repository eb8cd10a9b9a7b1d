// The compiler setup of the sample check: g++ in syntax-only mode, with a docs version's C++ standard,
// against either that version's synopsis headers plus the SYCL stand-in (the default), or a real
// celerity-runtime checkout and a real SYCL implementation (`--source`, `--sycl-include`). Headers every
// sample needs are precompiled once per version.
import { execFile, spawn } from 'node:child_process';
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

/** The header every sample includes first, and the flags that include it (precompiled where it can be). */
export interface Prelude {
  header: string;
  flags: string[];
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
export async function preparePrelude(toolchain: Toolchain, scratchDir: string): Promise<Prelude> {
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
    if (fresh) return { header, flags: ['-include', header] };
  }
  await writeFile(header, text);
  if (toolchain.precompile === false) return { header, flags: ['-include', header] };
  const pchFlags = flags.filter((flag) => flag !== '-fsyntax-only');
  try {
    await run(toolchain.compiler, [...pchFlags, '-x', 'c++-header', header, '-o', `${header}.gch`], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    throw new PreludeError((error as { stderr?: string }).stderr || String(error));
  }
  if (key) await writeFile(stamp, key);
  return { header, flags: ['-include', header] };
}

/** Runs the compiler with `source` as its standard input; resolves with its exit code and messages. */
export function runCompiler(compiler: string, args: string[], source: string, cwd: string) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(compiler, args, { cwd, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
    child.stdin.end(source);
  });
}

/** The files an include tree printed by g++ -H names (`. file`, `.. file`, …), normalised. */
const filesOfTree = (stderr: string) =>
  [...stderr.matchAll(/^\.+ (.+)$/gm)].map((match) => path.normalize(match[1]!));

/**
 * Of the `<…>` headers `names`, the ones the prelude has included already, itself or through another
 * header: an `#include` of one of them in a sample changes nothing. g++ finds each name as a sample's
 * include would, and lists every file the prelude includes (`-H`); a name that does not resolve is not
 * among them (the sample's own compile then reports it).
 */
export async function includedByPrelude(
  toolchain: Toolchain,
  prelude: Prelude,
  names: Iterable<string>,
  cwd: string,
): Promise<Set<string>> {
  const flags = [
    ...baseFlags(toolchain).filter((flag) => flag !== '-fsyntax-only'),
    '-H',
    '-E',
    '-o',
    '/dev/null',
  ];
  const tree = (source: string) => runCompiler(toolchain.compiler, [...flags, '-x', 'c++', '-'], source, cwd);
  const preludeTree = await tree(`#include "${prelude.header}"\n`);
  const files = new Set(filesOfTree(preludeTree.stderr));
  const included = await Promise.all(
    [...new Set(names)].map(async (name) => {
      const { code, stderr } = await tree(`#include <${name}>\n`);
      const file = filesOfTree(stderr)[0];
      return code === 0 && file !== undefined && files.has(file) ? name : undefined;
    }),
  );
  return new Set(included.filter((name) => name !== undefined));
}
