// Compiles every sample block with g++ in parallel and collects, per block, how it was completed and
// the first error placed in the content file.
import { spawn } from 'node:child_process';
import { canShareUnit, groups, sharedUnit } from './batch';
import { firstSampleError, type SampleError } from './gcc-diagnostics';
import type { SampleBlock } from './sample-block';
import { baseFlags, type Toolchain } from './toolchain';
import { buildTranslationUnit, type AppliedPrelude } from './wrap';

export interface BlockResult {
  block: SampleBlock;
  /** Unset for blocks marked `nocheck`. */
  prelude?: AppliedPrelude;
  hiddenLines: number;
  error?: SampleError;
}

function compile(compiler: string, args: string[], source: string, cwd: string) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(compiler, args, { cwd, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
    child.stdin.end(source);
  });
}

/** Runs `task` over `items` with at most `jobs` running at once, keeping the input order. */
async function mapWithPool<T, R>(items: T[], jobs: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
  return results;
}

async function checkBlock(
  block: SampleBlock,
  toolchain: Toolchain,
  preludeFlags: string[],
  cwd: string,
): Promise<BlockResult> {
  if (block.options.nocheck) return { block, hiddenLines: 0 };
  const unit = buildTranslationUnit(block, toolchain.queueClass);
  const args = [...baseFlags(toolchain), ...preludeFlags, '-x', 'c++', '-'];
  const output = await compile(toolchain.compiler, args, unit.source, cwd);
  const { code } = output;
  // Headers are passed by absolute path; messages read better relative to the repository.
  const stderr = output.stderr.split(`${cwd}/`).join('');
  const error = firstSampleError(stderr, block.file);
  if (!error && code !== 0 && !/\berror\b/.test(stderr)) {
    throw new Error(`${toolchain.compiler} exited with ${code} without a diagnostic:\n${stderr}`);
  }
  return { block, prelude: unit.prelude, hiddenLines: unit.hiddenLines, ...(error ? { error } : {}) };
}

/** Blocks per shared unit: large enough to spread the prelude's load, small enough to retry cheaply. */
const SHARED_UNIT_BLOCKS = 12;

/**
 * Checks every block. Blocks that can share a unit (batch.ts) are compiled in groups first; a group
 * that compiles cleanly passes all its blocks, any other is checked block by block.
 */
export async function checkBlocks(
  blocks: SampleBlock[],
  toolchain: Toolchain,
  preludeFlags: string[],
  options: { cwd: string; jobs: number },
): Promise<BlockResult[]> {
  const alone = (block: SampleBlock) => checkBlock(block, toolchain, preludeFlags, options.cwd);
  const shared = blocks.filter((block) => !block.options.nocheck && canShareUnit(block));
  const tasks: SampleBlock[][] = [
    ...groups(shared, SHARED_UNIT_BLOCKS),
    ...blocks.filter((block) => !shared.includes(block)).map((block) => [block]),
  ];
  const checked = await mapWithPool(tasks, options.jobs, async (group): Promise<BlockResult[]> => {
    if (group.length === 1) return [await alone(group[0]!)];
    const units = group.map((block) => buildTranslationUnit(block, toolchain.queueClass));
    const args = [...baseFlags(toolchain), ...preludeFlags, '-x', 'c++', '-'];
    const { code, stderr } = await compile(
      toolchain.compiler,
      args,
      sharedUnit(units.map((unit) => unit.source)),
      options.cwd,
    );
    // Clean: no error but the declaration-only ones every unit may have (gcc-diagnostics.ts).
    const clean = !firstSampleError(stderr, group[0]!.file) && (code === 0 || /\berror\b/.test(stderr));
    if (clean)
      return group.map((block, index) => ({
        block,
        prelude: units[index]!.prelude,
        hiddenLines: units[index]!.hiddenLines,
      }));
    const results: BlockResult[] = [];
    for (const block of group) results.push(await alone(block));
    return results;
  });
  const byBlock = new Map(checked.flat().map((result) => [result.block, result]));
  return blocks.map((block) => byBlock.get(block)!);
}
