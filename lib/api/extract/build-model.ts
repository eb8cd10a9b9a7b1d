import type { ApiFunction, ApiModel, ApiNamespace, ApiRecord, ExtractWarning } from '@/lib/api/model/schema';
import { functionSetSlug, groupInOrder } from '@/lib/api/model/names';
import {
  emptyLists,
  newAlias,
  newConcept,
  newEnum,
  newNamespace,
  newRecord,
  newVariable,
  symbolBase,
} from '@/lib/api/extract/model-symbols';
import type { RawFile, RawRecord } from '@/lib/api/extract/raw-types';
import * as summary from '@/lib/api/extract/summary';
import { enclosingNamespace, type Entry, type NamespaceEntry } from '@/lib/api/extract/symbol-entry';
import { registerDeclarations, SymbolTable } from '@/lib/api/extract/symbol-table';
import { symbolId } from '@/lib/api/extract/usr';
import {
  addMemberFunction,
  addTypeMember,
  dedupeAnchors,
  mergeRecord,
  toApiFunction,
} from '@/lib/api/extract/record-members';

interface BuildOptions {
  includeDetail: boolean;
  /** Top-level namespaces never documented (specialisations of std::hash and the like). */
  excludeNamespaces?: string[];
  source: ApiModel['source'];
}

export function buildModel(
  files: RawFile[],
  options: BuildOptions,
): { model: ApiModel; warnings: ExtractWarning[] } {
  const table = new SymbolTable();
  const namespaces = new Map<string, NamespaceEntry>();
  const warnings: ExtractWarning[] = [];
  for (const file of files) registerDeclarations(table, file.decls, undefined, namespaces);
  const excluded = new Set(options.excludeNamespaces ?? ['std']);
  const visible = (e: Entry) =>
    (options.includeDetail || (!e.hidden && !isPrivate(e))) &&
    !excluded.has(e.qualifiedName.split('::')[0] ?? '') &&
    !isAnonymous(e);

  const model: ApiModel = { version: 1, source: options.source, ...emptyLists(), macros: [] };
  const nsById = new Map<string, ApiNamespace>();
  const records = new Map<string, ApiRecord>();
  const nsOf = (e: Entry) => {
    const ns = enclosingNamespace(e);
    return ns ? nsById.get(symbolId(table.usrOf(ns))) : undefined;
  };
  const parentRecord = (e: Entry) =>
    e.parent?.raw.kind === 'record' ? records.get(symbolId(table.usrOf(e.parent))) : undefined;
  const freeFunctions: Array<{ entry: Entry; fn: ApiFunction }> = [];
  const bestRaw = new Map<string, { raw: RawRecord; qualifiedName: string }>();

  for (const e of table.entries) {
    if (!visible(e)) continue;
    const raw = e.raw;
    const id = symbolId(table.usrOf(e));
    switch (raw.kind) {
      case 'namespace': {
        const ns = newNamespace(table, e, raw);
        nsById.set(id, ns);
        model.namespaces.push(ns);
        if (e.parent) nsOf(e)?.members.namespaces.push(id);
        break;
      }
      case 'record': {
        const existing = records.get(id);
        if (existing) {
          mergeRecord(existing, raw);
          if (raw.complete) bestRaw.set(id, { raw, qualifiedName: e.qualifiedName });
          break;
        }
        bestRaw.set(id, { raw, qualifiedName: e.qualifiedName });
        const record = newRecord(table, e, raw);
        records.set(id, record);
        model.records.push(record);
        const parent = parentRecord(e);
        if (parent) {
          record.parentId = parent.id;
          parent.members.types.push({ kind: 'record', id, name: raw.name });
        } else nsOf(e)?.members.records.push(id);
        break;
      }
      case 'enum':
        addTypeMember(newEnum(table, e, raw), e, model.enums, parentRecord(e), nsOf(e)?.members.enums);
        break;
      case 'alias':
        addTypeMember(newAlias(table, e, raw), e, model.aliases, parentRecord(e), nsOf(e)?.members.aliases);
        break;
      case 'concept':
        model.concepts.push(newConcept(table, e, raw));
        nsOf(e)?.members.concepts.push(id);
        break;
      case 'variable': {
        const variable = newVariable(table, e, raw);
        const parent = parentRecord(e);
        if (parent) parent.members.fields.push(variable);
        else if (e.parent?.raw.kind !== 'record') {
          model.variables.push(variable);
          nsOf(e)?.members.variables.push(id);
        }
        break;
      }
      case 'function': {
        const fn = toApiFunction(e, raw, symbolBase(table, e));
        const parent = parentRecord(e);
        if (parent) addMemberFunction(parent, fn);
        else if (e.parent?.raw.kind !== 'record') freeFunctions.push({ entry: e, fn });
        break;
      }
      case 'deduction-guide': {
        const target = table.lookup(raw.name, e.parent?.qualifiedName ?? '');
        const record = target ? records.get(symbolId(table.usrOf(target))) : undefined;
        if (record) record.deductionGuides.push({ signature: raw.signature, location: raw.location });
        else
          warnings.push({
            file: raw.location.file,
            line: raw.location.line,
            message: `deduction guide for unknown class template ${raw.name}`,
          });
        break;
      }
    }
  }
  for (const [, overloads] of groupInOrder(
    freeFunctions,
    ({ entry, fn }) => `${enclosingNamespace(entry)?.qualifiedName ?? ''}::${fn.name}`,
  )) {
    const first = overloads[0]!;
    const namespace = enclosingNamespace(first.entry)?.qualifiedName ?? '';
    const slug = functionSetSlug(namespace, first.fn.name);
    model.functions.push({
      kind: 'function-set',
      slug,
      name: first.fn.name,
      qualifiedName: first.fn.qualifiedName,
      namespace,
      overloads: dedupeAnchors(overloads.map((o) => o.fn)),
    });
    nsOf(first.entry)?.members.functions.push(slug);
  }
  addMacros(model, files, warnings);
  for (const record of model.records) {
    const best = bestRaw.get(record.id);
    if (best)
      record.summary = summary.recordSummary(
        { ...best.raw, templateParams: record.templateParams ?? best.raw.templateParams },
        best.qualifiedName,
      );
    for (const list of Object.values(record.members))
      if (Array.isArray(list) && list[0] && 'anchor' in list[0] && list[0].kind === 'function')
        dedupeAnchors(list as ApiFunction[]);
  }
  return { model, warnings };
}

/** Macros of every file; a second definition of a name is reported, the first one kept. */
function addMacros(model: ApiModel, files: RawFile[], warnings: ExtractWarning[]) {
  const seen = new Map<string, string>();
  for (const macro of files.flatMap((f) => f.macros ?? [])) {
    const first = seen.get(macro.name);
    const here = `${macro.location.file}:${macro.location.line}`;
    if (first === undefined) {
      seen.set(macro.name, here);
      model.macros.push(macro);
    } else if (first !== here)
      warnings.push({
        file: macro.location.file,
        line: macro.location.line,
        message: `macro ${macro.name} is also documented at ${first}; the first definition is kept`,
      });
  }
}

/** A private nested record, or anything inside one: internal like `detail`. */
function isPrivate(e: Entry): boolean {
  for (let c: Entry | undefined = e; c; c = c.parent) if (c.raw.access === 'private') return true;
  return false;
}

function isAnonymous(e: Entry): boolean {
  for (let c: Entry | undefined = e; c; c = c.parent)
    if (c.raw.kind === 'namespace' && c.raw.anonymous) return true;
  return false;
}
