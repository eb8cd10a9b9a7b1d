import { z } from 'zod';
import { parseOrThrow } from '@/lib/validation/parse-or-throw';

// The version facts file (content/api/version-facts.json, written by `npm run api:history` beside the API
// history): per release of the library and its main branch, the environment variables, CMake variables,
// macros, CI-tested SYCL implementations and runtime messages. Facts only: names, texts as written in
// the source, version labels and `path:line` places at each version's ref.

const labels = z.array(z.string());
/** Version label → `path:line` of the first place it was read from in that version. */
const places = z.record(z.string(), z.string());

const nameFact = z.object({ name: z.string(), versions: labels, at: places });

export const versionFactsSchema = z.object({
  format: z.literal(1),
  versions: z.array(z.object({ label: z.string(), ref: z.string(), commit: z.string() })).min(1),
  envVars: z.array(nameFact.extend({ deprecated: labels.optional() })),
  cmake: z.array(nameFact.extend({ kinds: z.array(z.enum(['option', 'cache', 'package'])) })),
  macros: z.array(nameFact),
  sycl: z.array(
    z.object({
      implementation: z.string(),
      revision: z.string(),
      versions: labels,
      nightly: labels.optional(),
    }),
  ),
  messages: z.array(
    z.object({
      text: z.string(),
      levels: z.array(z.string()),
      exceptions: z.array(z.string()).optional(),
      versions: labels,
      at: places,
    }),
  ),
});
export type VersionFactsFile = z.infer<typeof versionFactsSchema>;
export type FactKind = 'envVars' | 'cmake' | 'macros' | 'sycl' | 'messages';
export const FACT_KINDS: readonly FactKind[] = ['envVars', 'cmake', 'macros', 'sycl', 'messages'];

export function parseVersionFacts(json: unknown, file: string): VersionFactsFile {
  return parseOrThrow(versionFactsSchema, json, {
    file,
    limit: 5,
    hint: 'Re-generate it with "npm run api:history -- --source <celerity-runtime checkout>".',
  });
}

/** One fact per line, so a diff shows each fact that changed. */
export function serializeVersionFacts(facts: VersionFactsFile): string {
  const lines = ['{', ` "format": ${facts.format},`];
  const keys = ['versions', ...FACT_KINDS] as const;
  keys.forEach((key, index) => {
    const entries = facts[key].map((entry) => `  ${JSON.stringify(entry)}`);
    const comma = index === keys.length - 1 ? '' : ',';
    lines.push(
      entries.length === 0 ? ` "${key}": []${comma}` : ` "${key}": [`,
      ...(entries.length ? [entries.join(',\n'), ` ]${comma}`] : []),
    );
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
