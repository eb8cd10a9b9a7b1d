/**
 * A pass over the static export: what runs after `next build`, in lib/export/passes.ts's order. `apply`
 * changes `out/` and returns one line for the build log; `check` returns what is wrong with the result, each
 * problem naming its file. A pass that reads Next's output names the versions it was verified with
 * (lib/export/versions.ts guards them) and can be switched off (lib/export/pass-selection.ts).
 */
import type { VerifiedVersions } from './verified-with';

export interface ExportContext {
  /** The export, an absolute path. */
  readonly out: string;
  readonly basePath: string;
  /** Built with CELERITY_TEST_HOOKS=1 (the e2e build); a production build may contain none. */
  readonly testHooks: boolean;
  /** Warnings fail too (npm test). */
  readonly strict: boolean;
  /** Exported pages the sitemap leaves out on purpose (URL paths without the base path). */
  readonly unlistedPages: readonly string[];
  /** Pages kept out of search engines and the sitemap (unreleased docs, old URLs). */
  readonly noindexPages: readonly string[];
  /** The guide pages of every docs version (URL paths without the base path): they inline their stylesheet. */
  readonly guidePages: readonly string[];
  /** Names of the passes that run in this build (the others are switched off). */
  readonly running: ReadonlySet<string>;
}

export interface ExportPass {
  readonly name: string;
  /** One line for the README and the log: what the pass does to the export. */
  readonly what: string;
  /**
   * The versions the pass was verified with; null for a pass that reads only standard HTML and our own
   * files. A pass with versions rewrites Next's output and can be switched off.
   */
  readonly verifiedWith: VerifiedVersions | null;
  /** Passes this one reads the result of: it cannot run when they are switched off. */
  readonly needs?: readonly string[];
  apply(context: ExportContext): string;
  check(context: ExportContext): string[];
}

/**
 * A finding about the export: a pattern a pass relies on is missing or a result breaks what it must keep.
 * The runner prints it with the pass's name and fails the build; any other error is a bug and keeps its stack.
 */
export class ExportPassError extends Error {}
