import type {
  ApiAlias,
  ApiEnum,
  ApiFunction,
  ApiModel,
  ApiNamespace,
  ApiRecord,
  ApiVariable,
  ExtractWarning,
} from '@/lib/api/model/schema';
import { functionSetSlug, groupInOrder } from '@/lib/api/model/names';
import type { RawDecl, RawFile, RawRecord } from '@/lib/api/extract/raw-types';
import * as summary from '@/lib/api/extract/summary';
import { enclosingNamespace, type Entry } from '@/lib/api/extract/symbol-entry';
import { SymbolTable } from '@/lib/api/extract/symbol-table';
import { enumConstantUsr, symbolId } from '@/lib/api/extract/usr';
import {
  addMemberFunction,
  addTypeMember,
  dedupeAnchors,
  mergeRecord,
  toApiFunction,
} from '@/lib/api/extract/record-members';

export interface BuildOptions {
  includeDetail: boolean;
  /** Top-level namespaces never documented (specialisations of std::hash and the like). */
  excludeNamespaces?: string[];
  source: ApiModel['source'];
}

function register(
  table: SymbolTable,
  decls: RawDecl[],
  parent: Entry | undefined,
  namespaces: Map<string, Entry>,
) {
  for (const raw of decls) {
    if (raw.kind === 'namespace') {
      const name = parent ? `${parent.qualifiedName}::${raw.name}` : raw.name;
      const existing = raw.anonymous ? undefined : namespaces.get(name);
      const entry = existing ?? table.add({ ...raw, children: [] }, parent);
      if (!existing && !raw.anonymous) namespaces.set(name, entry);
      if (existing && raw.doc && !existing.raw.doc) existing.raw.doc = raw.doc;
      (entry as Entry & { locations?: RawDecl['location'][] }).locations ??= [];
      (entry as Entry & { locations: RawDecl['location'][] }).locations.push(raw.location);
      register(table, raw.children, entry, namespaces);
      continue;
    }
    const entry = table.add(raw, parent);
    if (raw.kind === 'record') register(table, raw.children, entry, namespaces);
  }
}

export function buildModel(
  files: RawFile[],
  options: BuildOptions,
): { model: ApiModel; warnings: ExtractWarning[] } {
  const table = new SymbolTable();
  const namespaces = new Map<string, Entry>();
  const warnings: ExtractWarning[] = [];
  for (const file of files) register(table, file.decls, undefined, namespaces);
  const excluded = new Set(options.excludeNamespaces ?? ['std']);
  const visible = (e: Entry) =>
    (options.includeDetail || !e.hidden) &&
    !excluded.has(e.qualifiedName.split('::')[0] ?? '') &&
    !isAnonymous(e);

  const model: ApiModel = {
    version: 1,
    source: options.source,
    namespaces: [],
    records: [],
    enums: [],
    aliases: [],
    functions: [],
    variables: [],
    concepts: [],
  };
  const nsById = new Map<string, ApiNamespace>();
  const records = new Map<string, ApiRecord>();
  const base = (e: Entry) => {
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
  };
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
        const locations = (e as Entry & { locations?: RawDecl['location'][] }).locations ?? [raw.location];
        const ns: ApiNamespace = {
          kind: 'namespace',
          id,
          usr: table.usrOf(e),
          name: raw.name,
          qualifiedName: e.qualifiedName,
          inline: raw.inline,
          ...(raw.doc ? { doc: raw.doc } : {}),
          locations,
          members: {
            namespaces: [],
            records: [],
            enums: [],
            aliases: [],
            functions: [],
            variables: [],
            concepts: [],
          },
        };
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
        const record: ApiRecord = {
          ...base(e),
          kind: 'record',
          id,
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
        records.set(id, record);
        model.records.push(record);
        const parent = parentRecord(e);
        if (parent) {
          record.parentId = parent.id;
          parent.members.types.push({ kind: 'record', id, name: raw.name });
        } else nsOf(e)?.members.records.push(id);
        break;
      }
      case 'enum': {
        const enumUsr = table.usrOf(e);
        const value: ApiEnum = {
          ...base(e),
          kind: 'enum',
          id,
          scoped: raw.scoped,
          ...(raw.underlyingType ? { underlyingType: raw.underlyingType } : {}),
          values: raw.values.map((v) => ({ ...v, usr: enumConstantUsr(enumUsr, v.name) })),
          summary: summary.enumSummary(raw, e.qualifiedName),
        };
        addTypeMember(value, e, model.enums, parentRecord(e), nsOf(e)?.members.enums);
        break;
      }
      case 'alias': {
        const alias: ApiAlias = {
          ...base(e),
          kind: 'alias',
          id,
          aliasKind: raw.templateParams && raw.aliasKind === 'using' ? 'alias-template' : raw.aliasKind,
          target: raw.target,
          ...(raw.templateParams ? { templateParams: raw.templateParams } : {}),
          summary: summary.aliasSummary(raw, e.qualifiedName),
        };
        addTypeMember(alias, e, model.aliases, parentRecord(e), nsOf(e)?.members.aliases);
        break;
      }
      case 'concept':
        model.concepts.push({
          ...base(e),
          kind: 'concept',
          id,
          templateParams: raw.templateParams ?? [],
          constraint: raw.constraint,
          summary: summary.conceptSummary(raw, e.qualifiedName),
        });
        nsOf(e)?.members.concepts.push(id);
        break;
      case 'variable': {
        const variable: ApiVariable = {
          ...base(e),
          kind: 'variable',
          id,
          anchor: raw.isField ? raw.name : id,
          type: raw.type,
          ...(raw.value !== undefined ? { value: raw.value } : {}),
          specifiers: raw.specifiers,
          ...(raw.templateParams ? { templateParams: raw.templateParams } : {}),
          summary: summary.variableSummary(raw, e.qualifiedName),
        };
        const parent = parentRecord(e);
        if (parent) parent.members.fields.push(variable);
        else if (e.parent?.raw.kind !== 'record') {
          model.variables.push(variable);
          nsOf(e)?.members.variables.push(id);
        }
        break;
      }
      case 'function': {
        const fn = toApiFunction(e, raw, base(e));
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

function isAnonymous(e: Entry): boolean {
  for (let c: Entry | undefined = e; c; c = c.parent)
    if (c.raw.kind === 'namespace' && c.raw.anonymous) return true;
  return false;
}

function primaryIdOf(table: SymbolTable, e: Entry, raw: RawRecord): { primaryId?: string } {
  const primary = table.lookup(
    raw.qualifiers.length ? `${raw.qualifiers.join('::')}::${raw.name}` : raw.name,
    e.parent?.qualifiedName ?? '',
  );
  return primary && primary.raw.kind === 'record' ? { primaryId: symbolId(table.usrOf(primary)) } : {};
}
