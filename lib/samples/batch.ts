// Several samples in one translation unit. Each g++ run loads the precompiled prelude (tens of MB), which
// costs more than parsing a sample, so blocks that cannot affect each other share a run: each in a
// namespace of its own, their `#line` directives kept, so a clean run means every block compiles alone.
// When a shared run reports anything, its blocks are compiled one by one (check.ts), and each error is
// the one the block has by itself.
import { isHiddenLine, revealHiddenLine } from '@/lib/config/hidden-lines.mjs';
import type { SampleBlock } from './sample-block';

const INCLUDE = /^\s*#\s*include\s*<([^<>]+)>\s*$/;

/** The `<…>` headers the block includes itself (hidden lines too), in order, without repeats. */
export function includedHeaders(block: SampleBlock): string[] {
  const names = block.lines.map(
    (line) => INCLUDE.exec(isHiddenLine(line) ? revealHiddenLine(line) : line)?.[1],
  );
  return [...new Set(names.filter((name) => name !== undefined))];
}

/**
 * Whether `line` includes a header the prelude has included already (`<celerity.h>`, and the headers of
 * `preIncluded`, see includedByPrelude in toolchain.ts): a second include of it changes nothing.
 */
const includesPreludeHeader = (line: string, preIncluded: ReadonlySet<string>) => {
  const name = INCLUDE.exec(line)?.[1];
  return name === 'celerity.h' || (name !== undefined && preIncluded.has(name));
};

/**
 * What could make a block's result differ inside a shared unit: a preprocessor directive other than an
 * include of a header the prelude has included already (a macro or a new include would reach the blocks
 * after it, and hide a missing include there), or a namespace definition (`celerity` or `sycl` reopened
 * would become a nested namespace). Such blocks are compiled alone, as before; `using namespace` and
 * aliases are harmless.
 */
const ALONE = /^\s*#|\bnamespace(\s+[\w:]+)?\s*\{/m;

export function canShareUnit(block: SampleBlock, preIncluded: ReadonlySet<string> = new Set()): boolean {
  const code = block.lines
    .map((line) => (isHiddenLine(line) ? revealHiddenLine(line) : line))
    .filter((line) => !includesPreludeHeader(line, preIncluded))
    .join('\n');
  return !ALONE.test(code);
}

/**
 * The blocks' translation units (as buildTranslationUnit makes them) in one, each in its own namespace.
 * The includes of headers the prelude has included already become blank lines (inside a namespace they
 * would only be harmless, not absent), which keeps every line where its `#line` directive puts it.
 */
export function sharedUnit(sources: readonly string[], preIncluded: ReadonlySet<string> = new Set()): string {
  const parts = sources.map((source, index) => {
    const lines = source.split('\n').map((line) => (includesPreludeHeader(line, preIncluded) ? '' : line));
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
