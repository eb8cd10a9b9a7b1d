import type { ApiAlias, ApiEnum, ApiFunctionSet, ApiRecord } from '@/lib/api/model/schema';

// What the API reference calls a symbol (`class template`, `enum class`, `alias template`) and how it
// names a specialisation. Shared by headers, listings and page descriptions so they never disagree.

export function recordKindLabel(record: ApiRecord): string {
  // Private nested classes of the real library are paged (today's links point at them), marked as such.
  const access = record.access === 'private' ? 'private ' : '';
  if (record.specialization)
    return `${access}${record.specialization.kind === 'partial' ? 'partial specialization' : 'specialization'}`;
  return `${access}${record.templateParams ? `${record.tagKind} template` : record.tagKind}`;
}

export function enumKindLabel(value: ApiEnum): string {
  return value.scoped ? 'enum class' : 'enum';
}

export function aliasKindLabel(alias: ApiAlias): string {
  switch (alias.aliasKind) {
    case 'alias-template':
      return 'alias template';
    case 'using-declaration':
      return 'using-declaration';
    case 'typedef':
      return 'typedef';
    case 'using':
      return 'type alias';
  }
}

export function functionKindLabel(set: ApiFunctionSet): string {
  return set.overloads.every((fn) => fn.templateParams) ? 'function template' : 'function';
}

/** `celerity::accessor<DataT, Dims, Mode, target::device>` for specialisations, else the qualified name. */
export function recordDisplayName(record: ApiRecord): string {
  return record.specialization
    ? `${record.qualifiedName}<${record.specialization.args}>`
    : record.qualifiedName;
}

/** Plain-text description for <meta>: the brief without Markdown markup. */
export function plainBrief(brief: string | undefined, fallback: string): string {
  const text = (brief ?? '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .trim();
  return text || fallback;
}
