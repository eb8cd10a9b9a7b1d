import { z } from 'zod';
import { parseOrThrow } from '@/lib/validation/parse-or-throw';

// The API history file (content/api/history.json, written by `npm run api:history`): facts only —
// qualified names, ids, version labels, deprecation messages and the declarations that changed. It is
// the contract between the history script and the pages that show "since", "deprecated in",
// "removed in" and "changed in", and the API changes pages.

/** Something that happened to a symbol or member in one version, compared with the last version read. */
const eventSchema = z.discriminatedUnion('type', [
  // `from`: versions between `from` and `version` could not be read, so it happened in one of them.
  z.object({ type: z.literal('added'), version: z.string(), from: z.string().optional() }),
  z.object({ type: z.literal('removed'), version: z.string(), from: z.string().optional() }),
  z.object({
    type: z.literal('changed'),
    version: z.string(),
    from: z.string().optional(),
    /** Declarations (overloads, for functions) gone and new in this version; the others stayed. */
    before: z.array(z.string()),
    after: z.array(z.string()),
  }),
  z.object({
    type: z.literal('deprecated'),
    version: z.string(),
    from: z.string().optional(),
    message: z.string(),
    /** The overload that became deprecated (functions only). */
    signature: z.string().optional(),
  }),
  z.object({
    type: z.literal('undeprecated'),
    version: z.string(),
    from: z.string().optional(),
    signature: z.string().optional(),
  }),
  /** Its header (or the scope around it) did not parse in this version: neither present nor absent. */
  z.object({ type: z.literal('unknown'), version: z.string(), files: z.array(z.string()) }),
]);
export type HistoryEvent = z.infer<typeof eventSchema>;
export type HistoryEventType = HistoryEvent['type'];

const memberSchema = z.object({
  name: z.string(),
  kind: z.enum(['function', 'field', 'enumerator']),
  events: z.array(eventSchema),
});
export type MemberHistory = z.infer<typeof memberSchema>;

const symbolSchema = z.object({
  /** The qualified name; specialisations add their arguments (`celerity::accessor<…, target::device>`). */
  name: z.string(),
  kind: z.enum(['namespace', 'record', 'enum', 'alias', 'function-set', 'variable', 'concept', 'macro']),
  /** The symbol's id (a function set's slug) from the version it first had it: ids may change. */
  ids: z.array(z.object({ version: z.string(), id: z.string() })),
  events: z.array(eventSchema),
  members: z.array(memberSchema),
});
export type SymbolHistory = z.infer<typeof symbolSchema>;

const versionSchema = z.object({
  /** `0.6` for v0.6.0, `0.3.1` for v0.3.1, `next` for the unreleased branch. */
  label: z.string(),
  ref: z.string(),
  commit: z.string(),
  /** Public symbols read in this version. */
  symbols: z.number().int().nonnegative(),
  /** What the extractor could not parse, as `file:line: message`. */
  warnings: z.array(z.string()),
});
export type HistoryVersion = z.infer<typeof versionSchema>;

export const historyFileSchema = z.object({
  format: z.literal(1),
  /** Oldest first; the last may be the unreleased branch. */
  versions: z.array(versionSchema).min(1),
  symbols: z.array(symbolSchema),
});
export type HistoryFile = z.infer<typeof historyFileSchema>;

export function parseHistoryFile(json: unknown, file: string): HistoryFile {
  return parseOrThrow(historyFileSchema, json, {
    file,
    limit: 5,
    hint: 'Re-generate it with "npm run api:history -- --source <celerity-runtime checkout>".',
  });
}

/** The file as committed: sorted by the writer, JSON indented by one space (diffs stay line by line), one trailing newline. */
export function serializeHistory(history: HistoryFile): string {
  return `${JSON.stringify(history, null, 1)}\n`;
}
