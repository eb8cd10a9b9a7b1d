// Several samples in one translation unit. Each g++ run loads the precompiled prelude (tens of MB), which
// costs more than parsing a sample, so blocks that cannot affect each other share a run: each in a
// namespace of its own, their `#line` directives kept, so a clean run means every block compiles alone.
// When a shared run reports anything, its blocks are compiled one by one (check.ts), and each error is
// the one the block has by itself.
import { isHiddenLine, revealHiddenLine } from '@/lib/config/hidden-lines.mjs';
import type { SampleBlock } from './sample-block';

const CELERITY_INCLUDE = /^\s*#\s*include\s*<celerity\.h>\s*$/;

/**
 * What could make a block's result differ inside a shared unit: a preprocessor directive other than
 * `#include <celerity.h>` (a macro or an include would reach the blocks after it, and hide a missing
 * include there), or a namespace definition (`celerity` or `sycl` reopened would become a nested
 * namespace). Such blocks are compiled alone, as before; `using namespace` and aliases are harmless.
 */
const ALONE = /^\s*#|\bnamespace(\s+[\w:]+)?\s*\{/m;

export function canShareUnit(block: SampleBlock): boolean {
  const code = block.lines
    .map((line) => (isHiddenLine(line) ? revealHiddenLine(line) : line))
    .filter((line) => !CELERITY_INCLUDE.test(line))
    .join('\n');
  return !ALONE.test(code);
}

/** The blocks' translation units (as buildTranslationUnit makes them) in one, each in its own namespace. */
export function sharedUnit(sources: readonly string[]): string {
  const parts = sources.map((source, index) => {
    // The unit's `#include <celerity.h>` is the prelude's; the other lines are the block's own.
    const lines = source.split('\n').filter((line) => !CELERITY_INCLUDE.test(line));
    return [`namespace celerity_sample_${index} {`, ...lines, `}`].join('\n');
  });
  return `#include <celerity.h>\n${parts.join('\n')}\n`;
}

/** Splits `items` into groups of `size` (the last may be smaller), keeping their order. */
export function groups<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}
