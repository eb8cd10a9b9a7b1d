import { apiMemberUrl, apiSymbolUrl, linkTargets, memberPageOf } from '@/lib/api/kinds/urls';
import { slugifyFunctionName } from '@/lib/api/model/names';
import type { ApiFunction, ApiModel, ApiRecord } from '@/lib/api/model/schema';
import { normaliseApiName } from '@/lib/api/xref/resolve-name.mjs';
import { readExternalRefs, type ExternalRefs } from '@/lib/api/xref/external-refs';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';

// The name index of every resolver (prose, code samples, doc-comment examples), built from the model
// and written next to it (`.generated/api/xref-index.json`) for the MDX plugins, which cannot import
// TypeScript. Qualified names of symbols, members and enumerators; shortened names for prose; and the
// types whose members a variable in a sample can call.

export type { XrefIndex };

/** Anchor of the heading that groups a member function's overloads on its record page. */
export function memberNameAnchor(fn: Pick<ApiFunction, 'name'>): string {
  return slugifyFunctionName(fn.name);
}

function memberEntries(record: ApiRecord): Array<[string, string]> {
  const { methods, operators, fields } = record.members;
  return [
    ...[...methods, ...operators].map((fn): [string, string] => [
      fn.name,
      memberPageOf(record, fn) ?? apiMemberUrl(record, memberNameAnchor(fn)),
    ]),
    ...fields.map((field): [string, string] => [field.name, apiMemberUrl(record, field.anchor)]),
  ];
}

/** The qualified name `text` (a type as written in `scope`, template arguments allowed) refers to. */
function resolveIn(known: ReadonlySet<string>, text: string, scope: string): string | undefined {
  const name = normaliseApiName(text.replace(/^typename\s+/, ''));
  if (!name) return undefined;
  const parts = scope ? scope.split('::') : [];
  for (let i = parts.length; i >= 0; i -= 1) {
    const candidate = [...parts.slice(0, i), name].join('::');
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** Record → its members, own first, then those of its bases (resolved in the record's scope). */
function membersWithInherited(model: ApiModel): Map<string, Map<string, string>> {
  const records = model.records;
  const recordNames = new Set(records.map((record) => record.qualifiedName));
  const own = new Map<string, Map<string, string>>();
  const bases = new Map<string, string[]>();
  for (const record of records) {
    const members = own.get(record.qualifiedName) ?? new Map<string, string>();
    for (const [name, url] of memberEntries(record)) if (!members.has(name)) members.set(name, url);
    own.set(record.qualifiedName, members);
    const resolved = record.bases
      .map((base) => resolveIn(recordNames, base.name, record.scope))
      .filter((base): base is string => base !== undefined && base !== record.qualifiedName);
    bases.set(record.qualifiedName, [...(bases.get(record.qualifiedName) ?? []), ...resolved]);
  }
  const all = new Map<string, Map<string, string>>();
  const collect = (name: string, seen: Set<string>): Map<string, string> => {
    const members = new Map(own.get(name));
    for (const base of bases.get(name) ?? []) {
      if (seen.has(base)) continue;
      for (const [member, url] of collect(base, new Set([...seen, base])))
        if (!members.has(member)) members.set(member, url);
    }
    return members;
  };
  for (const name of own.keys()) all.set(name, collect(name, new Set([name])));
  return all;
}

/** Type names → the record whose members apply (aliases of records too), null for other types. */
function typesOf(model: ApiModel): Record<string, string | null> {
  const recordNames = new Set(model.records.map((record) => record.qualifiedName));
  const types: Record<string, string | null> = {};
  for (const name of recordNames) types[name] = name;
  for (const e of model.enums) types[e.qualifiedName] ??= null;
  for (const alias of model.aliases) {
    if (alias.aliasKind === 'using-declaration') continue;
    types[alias.qualifiedName] ??= resolveIn(recordNames, alias.target, alias.scope) ?? null;
  }
  return types;
}

/** Every `::`-suffix that names exactly one symbol; a member keeps at least its class name. */
function shortNames(qualified: Map<string, string>, memberNames: Set<string>): Record<string, string> {
  const shortened = new Map<string, Set<string>>();
  for (const [name, url] of qualified) {
    const parts = name.split('::');
    const minParts = memberNames.has(name) ? 2 : 1;
    for (let i = 1; parts.length - i >= minParts; i += 1) {
      const suffix = parts.slice(i).join('::');
      if (!shortened.has(suffix)) shortened.set(suffix, new Set());
      shortened.get(suffix)!.add(url);
    }
  }
  const short: Record<string, string> = {};
  for (const [suffix, urls] of [...shortened].sort(([a], [b]) => a.localeCompare(b)))
    if (urls.size === 1 && !qualified.has(suffix)) short[suffix] = [...urls][0]!;
  return short;
}

/** The index of `model`'s names, with the names of other projects from `external`. */
export function buildXrefIndex(model: ApiModel, external: ExternalRefs = readExternalRefs()): XrefIndex {
  const qualified = new Map<string, string>();
  const add = (name: string, url: string) => {
    if (!qualified.has(name)) qualified.set(name, url);
  };
  const targets = linkTargets(model);
  for (const symbol of targets) add(symbol.qualifiedName, apiSymbolUrl(symbol));
  for (const e of model.enums)
    for (const value of e.values) {
      add(`${e.qualifiedName}::${value.name}`, `${apiSymbolUrl(e)}#${value.name}`);
      // Enumerators of an unscoped enum are also names of the enclosing scope.
      if (!e.scoped) add(`${e.scope}::${value.name}`, `${apiSymbolUrl(e)}#${value.name}`);
    }
  const memberNames = new Set<string>();
  for (const [record, members] of membersWithInherited(model))
    for (const [member, url] of members) {
      add(`${record}::${member}`, url);
      memberNames.add(`${record}::${member}`);
    }
  const names = Object.fromEntries([...qualified].sort(([a], [b]) => a.localeCompare(b)));
  return {
    names,
    short: shortNames(qualified, memberNames),
    types: typesOf(model),
    external: external.cpp,
    cmake: external.cmake,
  };
}
