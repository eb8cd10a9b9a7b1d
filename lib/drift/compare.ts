// Compares the synopsis's API model with one extracted from the library's headers: declarations the
// synopsis lacks, declarations the library no longer has, declarations that differ, and deprecations
// that the synopsis documents differently from the library's `[[deprecated]]`.
import type { ApiModel } from '@/lib/api/model/schema';
import { modelEntries, type DriftEntry } from './entries';
import { exposedPrivateRecords } from './private-records';

export type FindingKind = 'missing' | 'extra' | 'differs' | 'deprecation';

export interface DriftFinding {
  kind: FindingKind;
  qualifiedName: string;
  label: string;
  synopsis?: DriftEntry;
  library?: DriftEntry;
  /** For `differs`: the facts that are not equal. For `deprecation`: what is inconsistent. */
  details: string[];
}

function differingFacts(a: DriftEntry, b: DriftEntry): string[] {
  if (a.decl?.kind !== b.decl?.kind) return ['kind of declaration'];
  // A forward declaration in the synopsis only promises the name and template parameters.
  const keys = a.incomplete ? ['template parameters', 'kind'] : Object.keys({ ...a.facts, ...b.facts });
  return keys.filter((key) => (a.facts[key] ?? '') !== (b.facts[key] ?? ''));
}

function deprecationMismatch(synopsis: DriftEntry, library: DriftEntry): string | undefined {
  const documented = synopsis.decl && 'doc' in synopsis.decl && synopsis.decl.doc?.deprecated !== undefined;
  const marked = library.decl && 'deprecated' in library.decl && library.decl.deprecated !== undefined;
  if (documented && !marked) return 'documented as @deprecated, but not [[deprecated]] in the library';
  if (!documented && marked) return '[[deprecated]] in the library, but the synopsis has no @deprecated note';
  return undefined;
}

/**
 * The site names the header a symbol is declared in (and links it at the release's tag), so a public
 * declaration must sit in the synopsis file standing for that header. Left out: members (they go with
 * their class), forward declarations (they promise only the name), namespaces (they span headers),
 * functions (declared in one header and defined in another, as `experimental::hint` is, the model keeps
 * only one place) and `detail` declarations (no page names their header).
 */
function headerMismatch(synopsis: DriftEntry, library: DriftEntry): string | undefined {
  const decl = synopsis.decl;
  if (!decl || decl.kind === 'function' || synopsis.owner || synopsis.incomplete || synopsis.detail)
    return undefined;
  if (synopsis.location.file === library.location.file) return undefined;
  return `header: the library declares it in ${library.location.file}, the synopsis in ${synopsis.location.file}`;
}

const parameterTypes = (e: DriftEntry) => e.facts['parameter types']?.split(', ') ?? [];

/**
 * Whether two leftover declarations of one name are versions of each other: the only ones left on
 * both sides, or overloads with the same number of parameters of which at most one changed type.
 */
function related(a: DriftEntry, b: DriftEntry, alone: boolean): boolean {
  if (alone) return true;
  const [pa, pb] = [parameterTypes(a), parameterTypes(b)];
  return pa.length === pb.length && pa.filter((type, index) => type !== pb[index]).length <= 1;
}

/** Pairs leftover overloads of one name, most similar first. */
function pairLeftovers(synopsis: DriftEntry[], library: DriftEntry[]): Array<[DriftEntry, DriftEntry]> {
  const alone = synopsis.length === 1 && library.length === 1;
  const equalFacts = (a: DriftEntry, b: DriftEntry) =>
    Object.keys(a.facts).filter((k) => a.facts[k] === b.facts[k]).length;
  const candidates = synopsis
    .flatMap((a) =>
      library.filter((b) => related(a, b, alone)).map((b) => ({ a, b, score: equalFacts(a, b) })),
    )
    .sort((x, y) => y.score - x.score);
  const pairs: Array<[DriftEntry, DriftEntry]> = [];
  const used = new Set<DriftEntry>();
  for (const { a, b } of candidates) {
    if (used.has(a) || used.has(b)) continue;
    used.add(a).add(b);
    pairs.push([a, b]);
  }
  return pairs;
}

const groupBy = (entries: DriftEntry[]) => {
  const groups = new Map<string, DriftEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return groups;
};

export function compareModels(synopsisModel: ApiModel, libraryModel: ApiModel): DriftFinding[] {
  const synopsis = modelEntries(synopsisModel);
  const library = modelEntries(libraryModel);
  const libraryByKey = new Map<string, DriftEntry[]>();
  for (const e of library) libraryByKey.set(e.key, [...(libraryByKey.get(e.key) ?? []), e]);
  const findings: DriftFinding[] = [];
  const matched = new Set<DriftEntry>();
  const compare = (a: DriftEntry, b: DriftEntry) => {
    matched.add(a).add(b);
    const details = differingFacts(a, b);
    const header = headerMismatch(a, b);
    if (header) details.push(header);
    if (details.length)
      findings.push({
        kind: 'differs',
        qualifiedName: a.qualifiedName,
        label: a.label,
        synopsis: a,
        library: b,
        details,
      });
    const deprecation = deprecationMismatch(a, b);
    if (deprecation) {
      findings.push({
        kind: 'deprecation',
        qualifiedName: a.qualifiedName,
        label: a.label,
        synopsis: a,
        library: b,
        details: [deprecation],
      });
    }
  };
  // Two declarations can share a key when the extractor cannot tell them apart (e.g. conversion
  // operators to `T&` and `const T&`): prefer the one with identical facts.
  const same = (a: DriftEntry, b: DriftEntry) => differingFacts(a, b).length === 0;
  for (const a of synopsis) {
    const candidates = (libraryByKey.get(a.key) ?? []).filter((b) => !matched.has(b));
    const b = candidates.find((c) => same(a, c)) ?? candidates[0];
    if (b) compare(a, b);
  }
  const leftSynopsis = groupBy(synopsis.filter((e) => !matched.has(e)));
  const leftLibrary = groupBy(library.filter((e) => !matched.has(e)));
  for (const [group, entries] of leftSynopsis) {
    for (const [a, b] of pairLeftovers(entries, leftLibrary.get(group) ?? [])) compare(a, b);
  }
  // Implementation types are required only where a declaration the synopsis has to declare, or does
  // declare, names them.
  const internal = (entry: DriftEntry) => entry.detail || entry.privateScope;
  const exposed = exposedPrivateRecords(library, (entry) => !internal(entry) || matched.has(entry));
  const required = (entry: DriftEntry) => !entry.detail && (!entry.privateScope || exposed.has(entry));
  // A type that is missing as a whole is one finding, not one per member.
  const reportedTypes = new Set<string>();
  const unmatched = (entries: DriftEntry[], kind: 'missing' | 'extra') => {
    for (const entry of entries) {
      if (matched.has(entry) || (kind === 'missing' && !required(entry))) continue;
      if (entry.owner && reportedTypes.has(`${kind} ${entry.owner}`)) continue;
      if (entry.ownerOf) reportedTypes.add(`${kind} ${entry.ownerOf}`);
      findings.push({
        kind,
        qualifiedName: entry.qualifiedName,
        label: entry.label,
        ...(kind === 'extra' ? { synopsis: entry } : { library: entry }),
        details: exposed.has(entry) ? [`private, but \`${exposed.get(entry)}\` names it`] : [],
      });
    }
  };
  unmatched(synopsis, 'extra');
  unmatched(library, 'missing');
  return findings;
}
