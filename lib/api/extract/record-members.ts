// How extracted declarations become members of records and namespaces in the API model.
import type { ApiAlias, ApiEnum, ApiFunction, ApiRecord } from '@/lib/api/model/schema';
import { slugifyFunctionName } from '@/lib/api/model/names';
import type { RawFunction, RawRecord } from '@/lib/api/extract/raw-types';
import * as summary from '@/lib/api/extract/summary';
import type { Entry } from '@/lib/api/extract/symbol-entry';
import { shortHash } from '@/lib/api/extract/usr';

export function addTypeMember<T extends ApiEnum | ApiAlias>(
  value: T,
  e: Entry,
  list: T[],
  parent: ApiRecord | undefined,
  nsList: string[] | undefined,
) {
  list.push(value);
  if (parent) {
    value.parentId = parent.id;
    parent.members.types.push({ kind: value.kind, id: value.id, name: value.name });
  } else if (e.parent?.raw.kind !== 'record') nsList?.push(value.id);
}

/** Survives reordering and parameter renames: the name's slug plus a hash of the parameter types. */
function overloadAnchor(name: string, key: string): string {
  return `${slugifyFunctionName(name)}-${shortHash(key, 8)}`;
}

export function toApiFunction(
  e: Entry,
  raw: RawFunction,
  common: Omit<
    ApiFunction,
    'kind' | 'role' | 'anchor' | 'signature' | 'params' | 'specifiers' | 'variadic' | 'summary'
  >,
): ApiFunction {
  const signature = summary.functionSignature(raw);
  return {
    ...common,
    kind: 'function',
    role: raw.role,
    anchor: overloadAnchor(raw.name, summary.overloadKey(raw)),
    signature,
    ...(raw.returnType ? { returnType: raw.returnType } : {}),
    params: raw.params,
    ...(raw.templateParams ? { templateParams: raw.templateParams } : {}),
    ...(raw.requires ? { requires: raw.requires } : {}),
    specifiers: raw.specifiers,
    variadic: raw.variadic,
    summary: summary.functionSignature(raw, e.qualifiedName),
  };
}

export function addMemberFunction(record: ApiRecord, fn: ApiFunction) {
  const group =
    fn.role === 'constructor'
      ? 'constructors'
      : fn.role === 'destructor'
        ? 'destructors'
        : fn.role === 'operator' || fn.role === 'conversion'
          ? 'operators'
          : 'methods';
  record.members[group].push(fn);
}

/** Identical overload keys only happen for duplicated declarations; keep anchors unique anyway. */
export function dedupeAnchors(functions: ApiFunction[]): ApiFunction[] {
  const seen = new Map<string, number>();
  for (const fn of functions) {
    const count = seen.get(fn.anchor) ?? 0;
    seen.set(fn.anchor, count + 1);
    if (count) fn.anchor = `${fn.anchor}-${count + 1}`;
  }
  return functions;
}

export function mergeRecord(existing: ApiRecord, raw: RawRecord) {
  // Forward declarations often carry the default template arguments (`template <int Dims = 1> class range;`).
  raw.templateParams?.forEach((p, i) => {
    const target = existing.templateParams?.[i];
    if (target && !target.default && p.default) target.default = p.default;
  });
  if (existing.incomplete && raw.complete) {
    Object.assign(existing, {
      location: raw.location,
      bases: raw.bases,
      incomplete: false,
      friends: raw.friends,
    });
    // The definition's comment documents the class; a forward declaration's only says "see below".
    if (raw.doc) existing.doc = raw.doc;
  }
  if (!existing.doc && raw.doc) existing.doc = raw.doc;
}
