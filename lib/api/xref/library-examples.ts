import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiGeneratedFile } from '@/lib/config/generated-paths.mjs';
import { creditedPages } from '@/lib/api/xref/back-references';
import { resolveCode } from '@/lib/api/xref/resolve-code.mjs';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';

// "In the library's examples" of every API page, for builds from a library checkout: where the C++
// files under the checkout's `examples/` use the page's symbol, resolved as samples in the guides are
// (resolve-code.mjs), with a few lines around each use and a link to the line at the documented ref.
// Built at prebuild (highlighted by lib/api/pages/highlight-library-examples.ts) and written next to the
// model; API pages read it (lib/api/pages/library-examples.ts).

export const LIBRARY_EXAMPLES_PATH = apiGeneratedFile('libraryExamples');
export const LIBRARY_BLOB_URL = 'https://github.com/celerity/celerity-runtime/blob';

/** Uses listed per page; the others are counted ("and N more in M files"). */
export const MAX_LISTED_USES = 3;
/** Lines shown on either side of a use. */
const CONTEXT_LINES = 2;
const CPP_FILE = /\.(cc|cpp|cxx|h|hh|hpp)$/;

const useSchema = z.object({
  /** Relative to the checkout, `examples/…`. */
  file: z.string(),
  line: z.number().int().positive(),
  /** The lines shown, the first of them numbered `firstLine`. */
  firstLine: z.number().int().positive(),
  code: z.string(),
  /** `code` highlighted as the guides' C++ is (trusted: Shiki escapes the text). */
  html: z.string(),
  url: z.string(),
});
export const libraryExamplesSchema = z.record(
  z.string(),
  z.object({
    uses: z.array(useSchema),
    moreUses: z.number().int().nonnegative(),
    /** How many files the uses past the listed ones are in. */
    moreFiles: z.number().int().nonnegative(),
  }),
);
export type LibraryExampleUse = z.infer<typeof useSchema>;
export type LibraryExampleMap = z.infer<typeof libraryExamplesSchema>;
type ScannedUse = Omit<LibraryExampleUse, 'html'>;
/** What the scan finds, before highlighting (lib/api/pages/highlight-library-examples.ts). */
export type ScannedMap = Record<string, Omit<LibraryExampleMap[string], 'uses'> & { uses: ScannedUse[] }>;

/** The C++ files under `examples/` of the checkout, relative to it, in a stable order. */
function exampleFiles(checkout: string): string[] {
  const dir = path.join(checkout, 'examples');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CPP_FILE.test(entry.name))
    .map((entry) =>
      path.relative(checkout, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** 1-based line of each offset: `starts[n]` is where line n + 1 begins. */
function lineStarts(code: string): number[] {
  const starts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') starts.push(i + 1);
  return starts;
}

function lineAt(starts: readonly number[], offset: number): number {
  let line = 0;
  while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= offset) line++;
  return line + 1;
}

/** Every use of an API symbol in one file, once per page and line, in file order. */
function usesInFile(index: XrefIndex, checkout: string, file: string, ref: string) {
  const code = readFileSync(path.join(checkout, file), 'utf8');
  const lines = code.split('\n');
  const starts = lineStarts(code);
  const found = new Map<string, { page: string; use: ScannedUse }>();
  for (const link of resolveCode(index, code).links) {
    if (link.source) continue;
    const line = lineAt(starts, link.start);
    const firstLine = Math.max(1, line - CONTEXT_LINES);
    const lastLine = Math.min(lines.length, line + CONTEXT_LINES);
    const use = {
      file,
      line,
      firstLine,
      code: lines.slice(firstLine - 1, lastLine).join('\n'),
      url: `${LIBRARY_BLOB_URL}/${ref}/${file}#L${line}`,
    };
    for (const page of creditedPages(link.href))
      if (!found.has(`${page}#${line}`)) found.set(`${page}#${line}`, { page, use });
  }
  return [...found.values()];
}

/** The first use in each file, then the second in each, …: the few listed show different examples. */
function spreadOverFiles(uses: readonly ScannedUse[]): ScannedUse[] {
  const rank = new Map<ScannedUse, number>();
  const seen = new Map<string, number>();
  for (const use of uses) {
    const n = seen.get(use.file) ?? 0;
    rank.set(use, n);
    seen.set(use.file, n + 1);
  }
  // Stable: within a rank, files stay in path order.
  return [...uses].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
}

/** The uses of every API page's symbol in the checkout's examples (none without an `examples/`). */
export function scanLibraryExamples(index: XrefIndex, checkout: string, ref: string): ScannedMap {
  const all = new Map<string, ScannedUse[]>();
  for (const file of exampleFiles(checkout))
    for (const { page, use } of usesInFile(index, checkout, file, ref)) {
      const list = all.get(page) ?? [];
      if (list.length === 0) all.set(page, list);
      list.push(use);
    }
  return Object.fromEntries(
    [...all]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([page, found]) => {
        const uses = spreadOverFiles(found);
        const listed = uses.slice(0, MAX_LISTED_USES);
        const rest = uses.slice(MAX_LISTED_USES);
        const moreFiles = new Set(rest.map((use) => use.file)).size;
        return [page, { uses: listed, moreUses: rest.length, moreFiles }];
      }),
  );
}
