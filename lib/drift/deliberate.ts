// The deliberate differences between a version's synopsis and the library, each with its reason, read
// from the drift-deliberate.yaml beside the synopsis (content/api/drift-deliberate.yaml for the working
// copy). A finding they cover is reported as deliberate, not as drift.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseYamlSource } from '@/lib/content/yaml-file';
import type { DriftFinding, FindingKind } from './compare';

const entrySchema = z.object({
  /** A qualified name, or a scope followed by `::*` for the scope and everything in it. */
  symbol: z
    .string()
    .regex(/^[\w:~<>=!+\-*/%&|^[\]()]+(?:::\*)?$/, 'a qualified C++ name, optionally ending in ::*'),
  /** Which findings it covers; all kinds when left out. */
  kind: z.enum(['missing', 'extra', 'differs', 'deprecation']).optional(),
  reason: z.string().min(10, 'say why the difference is deliberate'),
});
const fileSchema = z.array(entrySchema);

export type DeliberateDifference = z.infer<typeof entrySchema>;

export function parseDeliberate(file: string, source: string): DeliberateDifference[] {
  return parseYamlSource(file, source, fileSchema);
}

export function readDeliberate(file: string): DeliberateDifference[] {
  return parseDeliberate(file, readFileSync(file, 'utf8'));
}

function covers(entry: DeliberateDifference, finding: DriftFinding): boolean {
  if (entry.kind && entry.kind !== (finding.kind satisfies FindingKind)) return false;
  if (entry.symbol.endsWith('::*')) {
    const scope = entry.symbol.slice(0, -3);
    return finding.qualifiedName === scope || finding.qualifiedName.startsWith(`${scope}::`);
  }
  return finding.qualifiedName === entry.symbol;
}

export interface Classified {
  drift: DriftFinding[];
  deliberate: Array<{ finding: DriftFinding; entry: DeliberateDifference }>;
  /** Entries that matched nothing: the difference is gone, so the entry can go too. */
  unused: DeliberateDifference[];
}

export function classify(findings: DriftFinding[], entries: DeliberateDifference[]): Classified {
  const used = new Set<DeliberateDifference>();
  const result: Classified = { drift: [], deliberate: [], unused: [] };
  for (const finding of findings) {
    const entry = entries.find((e) => covers(e, finding));
    if (entry) {
      used.add(entry);
      result.deliberate.push({ finding, entry });
    } else result.drift.push(finding);
  }
  result.unused = entries.filter((e) => !used.has(e));
  return result;
}
