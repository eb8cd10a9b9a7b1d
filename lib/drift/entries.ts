// Every comparable declaration of an API model, keyed by its USR and grouped by qualified name, so that
// two models can be matched declaration by declaration.
import { API_KINDS, type ApiKind } from '@/lib/api/kinds/registry';
import type { ApiModel, ApiRecord, ApiSymbol } from '@/lib/api/model/schema';
import {
  declarationFacts,
  declarationLabel,
  normalizeCode,
  type Declaration,
  type Renames,
  withTemplateParams,
} from './declarations';

export interface DriftEntry {
  /** The USR: the same declaration has the same key in both models. */
  key: string;
  /** Declarations that may be versions of each other (overloads of one name in one scope). */
  group: string;
  qualifiedName: string;
  /** What the report calls it: `class`, `constructor`, `function`, … */
  label: string;
  decl: Declaration | undefined;
  facts: Record<string, string>;
  /** Declared in a `detail` namespace or record: compared when the synopsis has it, never required. */
  detail: boolean;
  /** A private nested record or declared in one: compared when the synopsis has it, required only for
   * the record when a covered signature names it (private-records.ts). */
  privateScope: boolean;
  /** For a private nested record: its name and its class, to look for in signatures. */
  privateNested?: { name: string; parent: string };
  /** For a synopsis record that is only forward-declared: its members and bases are not ours to list. */
  incomplete: boolean;
  /** For a member: its class, as `ownerName` spells it; for a class: the name its members use. */
  owner?: string;
  ownerOf?: string;
  location: { file: string; line: number };
}

const isDetail = (qualifiedName: string) => qualifiedName.split('::').includes('detail');

/**
 * The order kinds are compared and reported in (name-only kinds first, then types, then the rest). It
 * names every kind of the registry, or the type check fails.
 */
const DRIFT_ORDER = [
  'namespaces',
  'macros',
  'records',
  'enums',
  'aliases',
  'concepts',
  'variables',
  'functions',
] as const satisfies readonly ApiKind[];
const everyKind: Exclude<ApiKind, (typeof DRIFT_ORDER)[number]> extends never ? true : never = true;
void everyKind;

/** A class as the owner of members: its name and, for a specialisation, its arguments. */
function ownerName(record: ApiRecord, renames: Renames): string {
  return `${record.qualifiedName}${record.specialization ? `<${normalizeCode(record.specialization.args, renames)}>` : ''}`;
}

/**
 * The public API lives in namespace `celerity`, and in the macros the model keeps (the extractor leaves
 * out `CELERITY_DETAIL_*`); other namespaces in the headers are implementation.
 */
const inScope = (entry: DriftEntry) =>
  entry.label === 'macro' ||
  entry.qualifiedName === 'celerity' ||
  entry.qualifiedName.startsWith('celerity::');

const DECLARATION_SYMBOL_KINDS = new Set<string>([
  'record',
  'enum',
  'alias',
  'function',
  'variable',
  'concept',
]);
const isDeclaration = (symbol: ApiSymbol): symbol is Extract<ApiSymbol, Declaration> =>
  DECLARATION_SYMBOL_KINDS.has(symbol.kind);

export function modelEntries(model: ApiModel): DriftEntry[] {
  // A function declared before it is defined is extracted twice; one entry stands for both.
  const seen = new Set<string>();
  return allEntries(model).filter((entry) => {
    const identity = `${entry.key} ${JSON.stringify(entry.facts)}`;
    if (!inScope(entry) || seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

function allEntries(model: ApiModel): DriftEntry[] {
  const entries: DriftEntry[] = [];
  const recordsById = new Map(model.records.map((r) => [r.id, r]));
  const recordOf = (id: string | undefined) => (id ? recordsById.get(id) : undefined);
  const renamesOf = new Map<string, Renames>();
  const recordRenames = (record: ApiRecord | undefined): Renames => {
    if (!record) return new Map();
    const known = renamesOf.get(record.id);
    if (known) return known;
    const parent = recordOf(record.parentId);
    const own = withTemplateParams(recordRenames(parent), record.templateParams, `T${parent ? 'n' : ''}`);
    renamesOf.set(record.id, own);
    return own;
  };
  const isPrivate = (record: ApiRecord | undefined): boolean =>
    !!record && (record.access === 'private' || isPrivate(recordOf(record.parentId)));
  interface AddOptions {
    incomplete?: boolean;
    privateScope?: boolean;
    privateNested?: { name: string; parent: string };
    owner?: { name: string; usr: string };
    ownerOf?: string;
  }
  const add = (decl: Declaration, group: string, outer: Renames, options: AddOptions = {}) => {
    const { owner, privateNested } = options;
    entries.push({
      // A member is known by its class (name and specialisation, not the class's USR, which changes with
      // the types of its template parameters) and its own part of the USR. This also keeps apart hidden
      // friends of two partial specialisations, which share a USR.
      key: owner ? `${owner.name} ${decl.usr.replace(owner.usr, '')}` : decl.usr,
      ...(owner ? { owner: owner.name } : {}),
      ...(options.ownerOf ? { ownerOf: options.ownerOf } : {}),
      ...(privateNested ? { privateNested } : {}),
      group,
      qualifiedName: decl.qualifiedName,
      label: declarationLabel(decl),
      decl,
      facts: declarationFacts(decl, outer),
      detail: isDetail(decl.qualifiedName),
      privateScope: options.privateScope ?? false,
      incomplete: options.incomplete ?? false,
      location: { file: decl.location.file, line: decl.location.line },
    });
  };
  /** A name without a declaration to compare: only whether both sides have it counts. */
  const addName = (usr: string, label: string, qualifiedName: string, location: DriftEntry['location']) =>
    entries.push({
      key: usr,
      group: `${label} ${qualifiedName}`,
      qualifiedName,
      label,
      decl: undefined,
      facts: {},
      detail: isDetail(qualifiedName),
      privateScope: false,
      incomplete: false,
      location,
    });
  const addRecord = (record: ApiRecord) => {
    const parent = recordOf(record.parentId);
    const inner = recordRenames(record);
    const owner = { name: ownerName(record, inner), usr: record.usr };
    const privateScope = isPrivate(record);
    add(record, `type ${record.qualifiedName}`, recordRenames(parent), {
      incomplete: record.incomplete,
      ownerOf: owner.name,
      privateScope,
      ...(record.access === 'private' ? { privateNested: { name: record.name, parent: record.scope } } : {}),
    });
    const { constructors, destructors, methods, operators, fields } = record.members;
    for (const fn of [...constructors, ...destructors, ...methods, ...operators]) {
      add(fn, `${owner.name} ${fn.name}`, inner, { owner, privateScope });
    }
    for (const field of fields) add(field, `${owner.name} ${field.name}`, inner, { owner, privateScope });
  };
  for (const kind of DRIFT_ORDER) {
    const drift = API_KINDS[kind].drift;
    const symbols: ApiSymbol[] = model[kind];
    for (const symbol of symbols) {
      if (drift.by === 'name' && 'usr' in symbol) {
        const location =
          'locations' in symbol ? symbol.locations[0] : 'location' in symbol ? symbol.location : undefined;
        addName(symbol.usr, drift.label, symbol.qualifiedName, location ?? { file: '', line: 0 });
      } else if (drift.by === 'record' && symbol.kind === 'record') {
        addRecord(symbol);
      } else if (drift.by === 'overloads' && symbol.kind === 'function-set') {
        for (const fn of symbol.overloads) add(fn, `${drift.group} ${symbol.qualifiedName}`, new Map());
      } else if (drift.by === 'declaration' && isDeclaration(symbol)) {
        // Enums and aliases may be declared in a record: its template parameters and access apply.
        const scope = recordOf('parentId' in symbol ? symbol.parentId : undefined);
        add(symbol, `${drift.group} ${symbol.qualifiedName}`, recordRenames(scope), {
          privateScope: isPrivate(scope),
        });
      } else {
        throw new Error(`drift: a ${symbol.kind} in the model's "${kind}" cannot be compared ${drift.by}`);
      }
    }
  }
  return entries;
}
