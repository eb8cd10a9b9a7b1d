// The summary and error list that `npm run check:samples` prints.
import type { BlockResult } from './check';

interface SampleCounts {
  blocks: number;
  files: number;
  compiled: number;
  /** Completed by a prelude the block did not name (`auto`). */
  wrapped: number;
  asMain: number;
  asCommandGroup: number;
  withHiddenLines: number;
  nocheck: number;
  failed: number;
}

export function countResults(results: BlockResult[]): SampleCounts {
  const compiled = results.filter((r) => r.prelude);
  const auto = compiled.filter((r) => r.block.options.prelude === 'auto' && r.prelude !== 'none');
  return {
    blocks: results.length,
    files: new Set(results.map((r) => r.block.file)).size,
    compiled: compiled.length,
    wrapped: auto.length,
    asMain: auto.filter((r) => r.prelude === 'main').length,
    asCommandGroup: auto.filter((r) => r.prelude === 'command-group').length,
    withHiddenLines: compiled.filter((r) => r.hiddenLines > 0).length,
    nocheck: results.length - compiled.length,
    failed: results.filter((r) => r.error).length,
  };
}

const PRELUDE_NAMES = { none: 'as written', main: 'inside main()', 'command-group': 'as a command group' };

/**
 * One failure: `file:line:column: error: message`, then where the block starts, the docs version it was
 * compiled for (when given, e.g. `version 0.6 (C++17)`) and g++'s lines.
 */
export function formatFailure(result: BlockResult, version?: string): string {
  const { block, error } = result;
  if (!error) return '';
  const inBlock = error.file === block.file;
  const place = inBlock ? `${error.file}:${error.line}:${error.column}` : `${block.file}:${block.line}`;
  const how = result.prelude ? PRELUDE_NAMES[result.prelude] : '';
  const origin = inBlock ? '' : ` (reported at ${error.file}:${error.line}:${error.column})`;
  return [
    `${place}: error: ${error.message}${origin}`,
    `  in the C++ block starting at ${block.file}:${block.line}, compiled ${how}${version ? ` for ${version}` : ''}`,
    ...error.excerpt.map((line) => `    ${line}`),
  ].join('\n');
}

/** The summary line; with a version label (`version 0.6 (C++17)`), the line of that version's blocks. */
export function formatSummary(counts: SampleCounts, seconds: number, jobs: number, version?: string): string {
  return (
    `check:samples: ${version ? `${version}: ` : ''}${counts.blocks} C++ blocks in ${counts.files} files: ${counts.compiled} compiled ` +
    `(${counts.wrapped} wrapped automatically: ${counts.asMain} inside main(), ${counts.asCommandGroup} as command groups; ` +
    `${counts.withHiddenLines} with hidden lines), ${counts.nocheck} marked nocheck, ${counts.failed} failed; ` +
    `${seconds.toFixed(1)} s with ${jobs} jobs`
  );
}

export function formatNocheck(results: BlockResult[]): string[] {
  return results
    .filter((r) => r.block.options.nocheck)
    .map((r) => `  nocheck ${r.block.file}:${r.block.line - 1}: ${r.block.options.nocheck}`);
}
