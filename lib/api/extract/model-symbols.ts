import type {
  ApiAlias,
  ApiConcept,
  ApiEnum,
  ApiNamespace,
  ApiRecord,
  ApiVariable,
} from '@/lib/api/model/schema';
import type {
  RawAlias,
  RawConcept,
  RawEnum,
  RawNamespace,
  RawRecord,
  RawVariable,
} from '@/lib/api/extract/raw-types';
import * as summary from '@/lib/api/extract/summary';
import type { Entry, NamespaceEntry } from '@/lib/api/extract/symbol-entry';
import type { SymbolTable } from '@/lib/api/extract/symbol-table';
import { enumConstantUsr, symbolId } from '@/lib/api/extract/usr';

// The model's form of each kind of declaration. build-model.ts decides where each one goes (which
// namespace or class lists it); these functions only convert. Key order is the JSON's key order.

/** Fields every declared symbol has. */
export function symbolBase(table: SymbolTable, e: Entry) {
  const raw = e.raw;
  return {
    usr: table.usrOf(e),
    name: raw.name,
    qualifiedName: e.qualifiedName,
    location: raw.location,
    ...(raw.doc ? { doc: raw.doc } : {}),
    attributes: raw.attributes,
    ...(raw.deprecated !== undefined
      ? { deprecated: raw.deprecated || raw.doc?.deprecated || '' }
      : raw.doc?.deprecated !== undefined
        ? { deprecated: raw.doc.deprecated }
        : {}),
    ...(raw.access ? { access: raw.access } : {}),
    scope: e.parent?.qualifiedName ?? '',
  };
}

/** The model's lists of symbols by kind, empty; a namespace's member lists have the same keys. */
export function emptyLists(): { [K in keyof ApiNamespace['members']]: never[] } {
  return { namespaces: [], records: [], enums: [], aliases: [], functions: [], variables: [], concepts: [] };
}

/** Fields of every symbol with an id (all but functions, which are grouped into sets). */
function identified<K extends string>(table: SymbolTable, e: Entry, kind: K) {
  return { ...symbolBase(table, e), kind, id: symbolId(table.usrOf(e)) };
}

export function newNamespace(table: SymbolTable, e: NamespaceEntry, raw: RawNamespace): ApiNamespace {
  return {
    kind: 'namespace',
    id: symbolId(table.usrOf(e)),
    usr: table.usrOf(e),
    name: raw.name,
    qualifiedName: e.qualifiedName,
    inline: raw.inline,
    ...(raw.doc ? { doc: raw.doc } : {}),
    locations: e.locations ?? [raw.location],
    members: emptyLists(),
  };
}

export function newRecord(table: SymbolTable, e: Entry, raw: RawRecord): ApiRecord {
  return {
    ...identified(table, e, 'record'),
    tagKind: raw.tagKind,
    ...(raw.templateParams ? { templateParams: raw.templateParams } : {}),
    ...(raw.specArgs !== undefined
      ? {
          specialization: {
            kind: raw.templateParams?.length ? 'partial' : 'explicit',
            args: raw.specArgs,
            ...primaryIdOf(table, e, raw),
          },
        }
      : {}),
    ...(raw.requires ? { requires: raw.requires } : {}),
    bases: raw.bases,
    members: { types: [], constructors: [], destructors: [], methods: [], operators: [], fields: [] },
    deductionGuides: [],
    friends: raw.friends,
    incomplete: !raw.complete,
    summary: summary.recordSummary(raw, e.qualifiedName),
  };
}

function primaryIdOf(table: SymbolTable, e: Entry, raw: RawRecord): { primaryId?: string } {
  const primary = table.lookup(
    raw.qualifiers.length ? `${raw.qualifiers.join('::')}::${raw.name}` : raw.name,
    e.parent?.qualifiedName ?? '',
  );
  return primary && primary.raw.kind === 'record' ? { primaryId: symbolId(table.usrOf(primary)) } : {};
}

export function newEnum(table: SymbolTable, e: Entry, raw: RawEnum): ApiEnum {
  const enumUsr = table.usrOf(e);
  return {
    ...identified(table, e, 'enum'),
    scoped: raw.scoped,
    ...(raw.underlyingType ? { underlyingType: raw.underlyingType } : {}),
    values: raw.values.map((v) => ({ ...v, usr: enumConstantUsr(enumUsr, v.name) })),
    summary: summary.enumSummary(raw, e.qualifiedName),
  };
}

export function newAlias(table: SymbolTable, e: Entry, raw: RawAlias): ApiAlias {
  return {
    ...identified(table, e, 'alias'),
    aliasKind: raw.templateParams && raw.aliasKind === 'using' ? 'alias-template' : raw.aliasKind,
    target: raw.target,
    ...(raw.templateParams ? { templateParams: raw.templateParams } : {}),
    summary: summary.aliasSummary(raw, e.qualifiedName),
  };
}

export function newConcept(table: SymbolTable, e: Entry, raw: RawConcept): ApiConcept {
  return {
    ...identified(table, e, 'concept'),
    templateParams: raw.templateParams ?? [],
    constraint: raw.constraint,
    summary: summary.conceptSummary(raw, e.qualifiedName),
  };
}

export function newVariable(table: SymbolTable, e: Entry, raw: RawVariable): ApiVariable {
  const base = identified(table, e, 'variable');
  return {
    ...base,
    anchor: raw.isField ? raw.name : base.id,
    type: raw.type,
    ...(raw.value !== undefined ? { value: raw.value } : {}),
    specifiers: raw.specifiers,
    ...(raw.templateParams ? { templateParams: raw.templateParams } : {}),
    summary: summary.variableSummary(raw, e.qualifiedName),
  };
}
