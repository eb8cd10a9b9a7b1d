// Compiles every sample block with g++ in parallel and collects, per block, how it was completed and
// the first error placed in the content file.
import { canShareUnit, groups, includedHeaders, sharedUnit } from './batch';
import { uncapturedAccessor } from './captures';
import { firstSampleError, type SampleError } from './gcc-diagnostics';
import type { SampleBlock } from './sample-block';
import { baseFlags, includedByPrelude, type Prelude, runCompiler, type Toolchain } from './toolchain';
import { buildTranslationUnit, type AppliedPrelude } from './wrap';

export interface BlockResult {
  block: SampleBlock;
  /** Unset for blocks marked `nocheck`. */
  prelude?: AppliedPrelude;
  hiddenLines: number;
  error?: SampleError;
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
  const output = await runCompiler(toolchain.compiler, args, unit.source, cwd);
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
  prelude: Prelude,
  options: { cwd: string; jobs: number },
): Promise<BlockResult[]> {
  const preludeFlags = prelude.flags;
  const alone = (block: SampleBlock) => checkBlock(block, toolchain, preludeFlags, options.cwd);
  const compiled = blocks.filter((block) => !block.options.nocheck);
  const preIncluded = await includedByPrelude(
    toolchain,
    prelude,
    compiled.flatMap(includedHeaders),
    options.cwd,
  );
  const shared = compiled.filter((block) => canShareUnit(block, preIncluded));
  const tasks: SampleBlock[][] = [
    ...groups(shared, SHARED_UNIT_BLOCKS),
    ...blocks.filter((block) => !shared.includes(block)).map((block) => [block]),
  ];
  const checked = await mapWithPool(tasks, options.jobs, async (group): Promise<BlockResult[]> => {
    if (group.length === 1) return [await alone(group[0]!)];
    const units = group.map((block) => buildTranslationUnit(block, toolchain.queueClass));
    const args = [...baseFlags(toolchain), ...preludeFlags, '-x', 'c++', '-'];
    const { code, stderr } = await runCompiler(
      toolchain.compiler,
      args,
      sharedUnit(
        units.map((unit) => unit.source),
        preIncluded,
      ),
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
  // A sample that compiles can still throw at submit: an accessor its kernel does not copy (captures.ts).
  return blocks.map((block) => {
    const result = byBlock.get(block)!;
    const uncaptured = result.error || block.options.nocheck ? undefined : uncapturedAccessor(block);
    return uncaptured ? { ...result, error: uncaptured } : result;
  });
}
