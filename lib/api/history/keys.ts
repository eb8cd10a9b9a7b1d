import type { ApiModel, ApiRecord, ApiSymbol } from '@/lib/api/model/schema';

// Symbols are matched across versions by what a reader calls them, not by id: ids come from USRs,
// which change when, say, a class template becomes a plain class. Specialisations share their
// template's qualified name, so their key adds the arguments; nested types take their parent's key.

const INTERNAL_SEGMENT = /^(detail|\w+_detail)$/;

/** Public API: names in `celerity::` outside every `detail` namespace, and macros not named `CELERITY_DETAIL_*`. */
export function isPublicName(qualifiedName: string, kind: ApiSymbol['kind']): boolean {
  if (kind === 'macro')
    return qualifiedName.startsWith('CELERITY_') && !qualifiedName.startsWith('CELERITY_DETAIL_');
  const segments = qualifiedName.split('::');
  return segments[0] === 'celerity' && !segments.some((segment) => INTERNAL_SEGMENT.test(segment));
}

/**
 * Key of a member by its name. `cl::sycl` is SYCL 1.2.1's name of the namespace SYCL 2020 calls `sycl`,
 * so a conversion operator respelled from one to the other (`operator cl::sycl::nd_range<Dims>`) stays
 * one member whose declaration changed.
 */
export const memberKey = (name: string): string => name.replace(/\bcl::sycl::/g, 'sycl::');

/** Key of every symbol of the model that has one (the public ones), by symbol. */
export function historyKeys(model: ApiModel): Map<ApiSymbol, string> {
  const records = new Map(model.records.map((record) => [record.id, record]));
  const recordKeys = new Map<ApiRecord, string>();
  const recordKey = (record: ApiRecord): string => {
    let key = recordKeys.get(record);
    if (key !== undefined) return key;
    const parent = record.parentId ? records.get(record.parentId) : undefined;
    const args = record.specialization ? `<${record.specialization.args}>` : '';
    key = `${parent ? `${recordKey(parent)}::${record.name}` : record.qualifiedName}${args}`;
    recordKeys.set(record, key);
    return key;
  };
  const nested = (symbol: { parentId?: string; name: string; qualifiedName: string }) => {
    const parent = symbol.parentId ? records.get(symbol.parentId) : undefined;
    return parent ? `${recordKey(parent)}::${symbol.name}` : symbol.qualifiedName;
  };
  const keys = new Map<ApiSymbol, string>();
  const add = (symbol: ApiSymbol, key: string) => {
    const privateRecord = symbol.kind === 'record' && symbol.access === 'private';
    if (isPublicName(symbol.qualifiedName, symbol.kind) && !privateRecord) keys.set(symbol, key);
  };
  for (const record of model.records) add(record, recordKey(record));
  for (const symbol of [...model.enums, ...model.aliases]) add(symbol, nested(symbol));
  for (const symbol of [
    ...model.namespaces,
    ...model.functions,
    ...model.variables,
    ...model.concepts,
    ...model.macros,
  ])
    add(symbol, symbol.qualifiedName);
  return keys;
}

/** The key of one symbol of the model, or undefined for symbols outside the public API. */
export function historyKeyOf(symbol: ApiSymbol, model: ApiModel): string | undefined {
  let keys = keyCache.get(model);
  if (!keys) keyCache.set(model, (keys = historyKeys(model)));
  return keys.get(symbol);
}

const keyCache = new WeakMap<ApiModel, Map<ApiSymbol, string>>();
