import type {
  ApiEnum,
  ApiFunction,
  ApiModel,
  ApiRecord,
  ApiSymbol,
  ExtractWarning,
} from '@/lib/api/model/schema';
import { historyKeys, isPublicName, memberKey } from './keys';
import { implicitSpecialMembers } from './special-members';
import type { SymbolHistory } from './schema';

// One version's public API reduced to what the history compares: for each symbol and member its
// declarations (one for most symbols; one per overload for functions) with their deprecation
// messages, and the header each was read from, to tell "absent" from "could not be read".

/** Declaration text (whitespace collapsed) → deprecation message, or null when not deprecated. */
export type Declarations = Map<string, string | null>;

export interface MemberFacts {
  kind: 'function' | 'field' | 'enumerator';
  file: string;
  declarations: Declarations;
}

export interface SymbolFacts {
  kind: SymbolHistory['kind'];
  id: string;
  file: string;
  declarations: Declarations;
  members: Map<string, MemberFacts>;
}

export interface VersionFacts {
  label: string;
  ref: string;
  commit: string;
  symbols: Map<string, SymbolFacts>;
  /** Headers with a warning: what they declare is unknown in this version. */
  failedFiles: Set<string>;
  /** Names the extractor says an unreadable region held → the header of that region. */
  lostNames: Map<string, string>;
  warnings: string[];
}

/** A declaration as the history writes it: whitespace collapsed. */
export const declarationText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** An enumerator as the history writes it: `name` or `name = value`. */
export function enumeratorDeclaration(value: ApiEnum['values'][number]): string {
  return value.value === undefined ? value.name : `${value.name} = ${declarationText(value.value)}`;
}

function declare(declarations: Declarations, text: string, deprecated: string | undefined) {
  declarations.set(declarationText(text), deprecated ?? declarations.get(declarationText(text)) ?? null);
}

function memberFunctions(members: Map<string, MemberFacts>, functions: readonly ApiFunction[]) {
  for (const fn of functions) {
    if (fn.access === 'private') continue;
    const name = memberKey(fn.name);
    const member = members.get(name) ?? {
      kind: 'function',
      file: fn.location.file,
      declarations: new Map(),
    };
    declare(member.declarations, fn.signature, fn.deprecated);
    members.set(name, member);
  }
}

/** The records of a model by qualified name, primary templates before their specialisations. */
type RecordsByName = Map<string, ApiRecord>;

function recordsByName(model: ApiModel): RecordsByName {
  const byName: RecordsByName = new Map();
  for (const record of model.records)
    if (!record.specialization && !byName.has(record.qualifiedName)) byName.set(record.qualifiedName, record);
  return byName;
}

/** A base class named in `record`'s head, looked up from the record's scope outwards. */
function baseRecord(name: string, record: ApiRecord, records: RecordsByName): ApiRecord | undefined {
  const written = name.replace(/^::/, '').replace(/<.*$/, '').trim();
  const scope = record.qualifiedName.split('::').slice(0, -1);
  for (let i = scope.length; i >= 0; i -= 1) {
    const found = records.get([...scope.slice(0, i), written].join('::'));
    if (found) return found;
  }
  return undefined;
}

/**
 * The public bases of `record` that are no part of the public API (`detail::sized_partition_base`),
 * and theirs: readers call their members as the record's own, so the history counts them as such
 * (moving `get_subrange` from such a base into the class changes nothing for a reader).
 */
function hiddenBases(record: ApiRecord, records: RecordsByName, seen = new Set<ApiRecord>()): ApiRecord[] {
  return record.bases.flatMap((base) => {
    const found = base.access === 'public' ? baseRecord(base.name, record, records) : undefined;
    if (!found || seen.has(found) || isPublicName(found.qualifiedName, 'record')) return [];
    seen.add(found);
    return [found, ...hiddenBases(found, records, seen)];
  });
}

function recordFields(members: Map<string, MemberFacts>, fields: ApiRecord['members']['fields']) {
  for (const field of fields) {
    if (field.access === 'private') continue;
    const member: MemberFacts = { kind: 'field', file: field.location.file, declarations: new Map() };
    declare(member.declarations, field.summary, field.deprecated);
    members.set(field.name, member);
  }
}

function symbolFacts(symbol: ApiSymbol, records: RecordsByName): Omit<SymbolFacts, 'kind'> {
  const members = new Map<string, MemberFacts>();
  const declarations: Declarations = new Map();
  if (symbol.kind === 'function-set') {
    for (const fn of symbol.overloads) declare(declarations, fn.signature, fn.deprecated);
    return { id: symbol.slug, file: symbol.overloads[0]!.location.file, declarations, members };
  }
  if (symbol.kind === 'namespace') {
    declare(declarations, `namespace ${symbol.qualifiedName}`, undefined);
    return { id: symbol.id, file: symbol.locations[0]?.file ?? '', declarations, members };
  }
  // A macro's value (the version number, a feature switch) is configuration, not a change of the API.
  declare(
    declarations,
    symbol.kind === 'macro' ? `#define ${symbol.name}` : symbol.summary,
    symbol.deprecated,
  );
  if (symbol.kind === 'record') {
    const { constructors, destructors, methods, operators, fields } = symbol.members;
    memberFunctions(members, [...constructors, ...destructors, ...methods, ...operators]);
    for (const { name, declaration } of implicitSpecialMembers(symbol)) {
      const member = members.get(name) ?? {
        kind: 'function',
        file: symbol.location.file,
        declarations: new Map(),
      };
      declare(member.declarations, declaration, undefined);
      members.set(name, member);
    }
    recordFields(members, fields);
    // Inherited members, unless the class declares the name itself (which hides the base's).
    for (const base of hiddenBases(symbol, records)) {
      const own = new Set(members.keys());
      const inherited = <T extends { name: string }>(list: readonly T[]) =>
        list.filter((member) => !own.has(memberKey(member.name)));
      memberFunctions(
        members,
        inherited([...base.members.methods, ...base.members.operators]).filter((f) => f.name !== 'operator='),
      );
      recordFields(members, inherited(base.members.fields));
    }
  }
  if (symbol.kind === 'enum')
    for (const value of symbol.values)
      members.set(value.name, {
        kind: 'enumerator',
        file: symbol.location.file,
        declarations: new Map([[enumeratorDeclaration(value), null]]),
      });
  return { id: symbol.id, file: symbol.location.file, declarations, members };
}

/** The facts of one extracted version. */
export function versionFacts(
  version: { label: string; ref: string; commit: string },
  model: ApiModel,
  warnings: readonly ExtractWarning[],
  /** Public macros the build defines without a header (compared by name, like the headers' macros). */
  definedMacros: ReadonlyArray<{ name: string; file: string }> = [],
): VersionFacts {
  const symbols = new Map<string, SymbolFacts>();
  const records = recordsByName(model);
  for (const [symbol, key] of historyKeys(model)) {
    const facts = symbolFacts(symbol, records);
    const known = symbols.get(key);
    if (!known) {
      symbols.set(key, { kind: symbol.kind, ...facts });
      continue;
    }
    // Two declarations with one key (e.g. a class declared in two headers): one symbol with both.
    for (const [text, message] of facts.declarations) declare(known.declarations, text, message ?? undefined);
    for (const [name, member] of facts.members) if (!known.members.has(name)) known.members.set(name, member);
  }
  for (const { name, file } of definedMacros)
    if (isPublicName(name, 'macro') && !symbols.has(name))
      symbols.set(name, {
        kind: 'macro',
        id: name,
        file,
        declarations: new Map([[`#define ${name}`, null]]),
        members: new Map(),
      });
  return {
    ...version,
    symbols,
    failedFiles: new Set(warnings.map((w) => w.file)),
    lostNames: new Map(warnings.flatMap((w) => (w.lost ?? []).map((name) => [name, w.file] as const))),
    warnings: warnings.map((w) => `${w.file}:${w.line}: ${w.message}`).sort(),
  };
}
