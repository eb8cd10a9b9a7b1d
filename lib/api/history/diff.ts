import type { Declarations, MemberFacts, SymbolFacts, VersionFacts } from './facts';
import type { HistoryFile, MemberHistory, SymbolHistory } from './schema';
import { timelineEvents, type VersionState } from './timeline';

// All versions' facts → the history file. A symbol is unknown in a version when the extractor names
// it among the declarations of an unreadable region, or when the header it is declared in (in that
// version, or in the nearest versions that have it) had a warning there.

type Read = { file: string; declarations: Declarations } | undefined;

/** The failed headers that could hold the thing read as `read` in each version, at `index`. */
function failedHeaders(read: readonly Read[], index: number, failed: ReadonlySet<string>): string[] {
  const here = read[index];
  if (here) return failed.has(here.file) ? [here.file] : [];
  const before = read.slice(0, index).findLast((entry) => entry !== undefined);
  const after = read.slice(index + 1).find((entry) => entry !== undefined);
  return [...new Set([before?.file, after?.file])].filter(
    (file): file is string => !!file && failed.has(file),
  );
}

/** A name read only from headers that failed to parse (e.g. moved into the wrong scope) is no symbol. */
function readCleanly(read: readonly Read[], versions: readonly VersionFacts[]): boolean {
  return read.some((entry, index) => entry !== undefined && !versions[index]!.failedFiles.has(entry.file));
}

function stateOf(read: readonly Read[], index: number, version: VersionFacts, name: string): VersionState {
  const here = read[index];
  const lostIn = version.lostNames.get(name);
  const files = [
    ...new Set([...failedHeaders(read, index, version.failedFiles), ...(lostIn ? [lostIn] : [])]),
  ];
  if (files.length > 0) return { unknown: files };
  return here ? { present: here.declarations } : { absent: true };
}

const hasMembers = (symbol: SymbolFacts) => symbol.kind === 'record' || symbol.kind === 'enum';

function memberHistory(
  name: string,
  owner: readonly (SymbolFacts | undefined)[],
  ownerStates: readonly VersionState[],
  versions: readonly VersionFacts[],
  ownerKey: string,
): MemberHistory | undefined {
  const facts = owner.map((symbol) => symbol?.members.get(name));
  if (!facts.some((member, index) => member && !versions[index]!.failedFiles.has(member.file)))
    return undefined;
  const kind = facts.find((member): member is MemberFacts => member !== undefined)!.kind;
  const states = versions.map((version, index): VersionState => {
    const ownerState = ownerStates[index]!;
    if ('unknown' in ownerState) return { hidden: true };
    // An alias (`using cl::sycl::id`, or a class that became an alias of another) has no members of
    // its own but its target's: the owner's "changed" event says it, and members start anew after it.
    if (!('present' in ownerState) || !hasMembers(owner[index]!)) return { ownerAbsent: true };
    return stateOf(facts, index, version, `${ownerKey}::${name}`);
  });
  const labels = versions.map((version) => version.label);
  const events = timelineEvents(states, { labels, baseline: true, signatures: kind === 'function' });
  return events.length > 0 ? { name, kind, events } : undefined;
}

/** `celerity::partition` for `celerity::partition<0>`: the template a specialisation's key names, if any. */
export function primaryKeyOf(key: string): string | undefined {
  if (!key.endsWith('>')) return undefined;
  let depth = 0;
  for (let i = key.length - 1; i >= 0; i -= 1) {
    if (key[i] === '>') depth += 1;
    else if (key[i] === '<' && --depth === 0) return i > 0 ? key.slice(0, i) : undefined;
  }
  return undefined;
}

/**
 * A specialisation's facts in each version; after a version that had it, a version without it but with
 * its primary template has the primary's: `partition<0>` lost its own definition in 0.6 and is the
 * primary template's from then on, a change rather than a removal (with the primary's members).
 */
function specialisationFacts(key: string, versions: readonly VersionFacts[]): (SymbolFacts | undefined)[] {
  const own = versions.map((version) => version.symbols.get(key));
  const primary = primaryKeyOf(key);
  if (!primary) return own;
  const since = own.findIndex((symbol) => symbol !== undefined);
  return own.map((symbol, index) => {
    const template = versions[index]!.symbols.get(primary);
    return symbol ?? (index > since && template?.kind === 'record' ? template : undefined);
  });
}

function symbolHistory(key: string, versions: readonly VersionFacts[]): SymbolHistory {
  const own = versions.map((version) => version.symbols.get(key));
  const facts = specialisationFacts(key, versions);
  const first = facts.find((symbol): symbol is SymbolFacts => symbol !== undefined)!;
  const states = versions.map((version, index) => stateOf(facts, index, version, key));
  const labels = versions.map((version) => version.label);
  const ids: SymbolHistory['ids'] = [];
  own.forEach((symbol, index) => {
    if (symbol && ids.at(-1)?.id !== symbol.id) ids.push({ version: labels[index]!, id: symbol.id });
  });
  const memberNames = new Set(facts.flatMap((symbol) => (symbol ? [...symbol.members.keys()] : [])));
  const members = [...memberNames]
    .sort()
    .flatMap((name) => memberHistory(name, facts, states, versions, key) ?? []);
  const signatures = first.kind === 'function-set';
  return {
    name: key,
    kind: first.kind,
    ids,
    events: timelineEvents(states, { labels, baseline: false, signatures }),
    members,
  };
}

/** The history of every public symbol of `versions` (oldest first). */
export function buildHistory(versions: readonly VersionFacts[]): HistoryFile {
  const keys = [...new Set(versions.flatMap((version) => [...version.symbols.keys()]))]
    .filter((key) =>
      readCleanly(
        versions.map((version) => version.symbols.get(key)),
        versions,
      ),
    )
    .sort();
  return {
    format: 1,
    versions: versions.map(({ label, ref, commit, symbols, warnings }) => ({
      label,
      ref,
      commit,
      symbols: symbols.size,
      warnings,
    })),
    symbols: keys.map((key) => symbolHistory(key, versions)),
  };
}
