// One C++ code block of the site, as the sample check sees it, and its fence options.

/** How a block is completed before it is compiled (see wrap.ts). */
const PRELUDES = ['auto', 'none', 'main', 'command-group'] as const;
export type Prelude = (typeof PRELUDES)[number];

interface FenceOptions {
  /** Why the block is not compiled; set by `nocheck="reason"`. */
  nocheck?: string;
  prelude: Prelude;
}

export interface SampleBlock {
  /** Repository-relative path of the file that holds the block. */
  file: string;
  /** 1-based line of the block's first code line in `file`. */
  line: number;
  /**
   * The code, one entry per line of `file`, each padded to its column in `file` (list indentation or a
   * doc comment's `*` column become spaces) so that compiler columns point at the written text.
   */
  lines: string[];
  options: FenceOptions;
}

/** A fence option the check does not understand; reported with the fence's place. */
export class FenceError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = 'FenceError';
  }
}

const ATTRIBUTE = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;

/**
 * Reads the options of a code fence from its meta string (what follows the language), e.g.
 * `title="main.cpp" nocheck="shows the error you get"` or `prelude="command-group"`.
 */
export function parseFenceMeta(meta: string | null | undefined, file: string, line: number): FenceOptions {
  const options: FenceOptions = { prelude: 'auto' };
  for (const match of (meta ?? '').matchAll(ATTRIBUTE)) {
    const [, key, ...values] = match;
    const value = values.find((v) => v !== undefined);
    if (key === 'nocheck') {
      if (!value?.trim()) {
        throw new FenceError(file, line, 'nocheck needs a reason: nocheck="why this block cannot compile"');
      }
      options.nocheck = value.trim();
    } else if (key === 'prelude') {
      if (!PRELUDES.includes(value as Prelude)) {
        throw new FenceError(
          file,
          line,
          `unknown prelude "${value ?? ''}"; expected one of ${PRELUDES.map((p) => `"${p}"`).join(', ')}`,
        );
      }
      options.prelude = value as Prelude;
    }
  }
  return options;
}

/** C++ fences: the languages the highlighter renders as C++. */
export function isCppLanguage(language: string | null | undefined): boolean {
  return ['cpp', 'c++'].includes((language ?? '').toLowerCase());
}
