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

/** Plain-text description for <meta>, llms.txt and search: the brief without Markdown markup. Code spans
 * keep their text as it is (`get_num_nodes`), and `_` marks emphasis only at the edges of words. */
export function plainBrief(brief: string | undefined, fallback: string): string {
  const text = (brief ?? '')
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.slice(1, -1)
        : part
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
            .replace(/(\*{1,2})(\S(?:[^*]*\S)?)\1/g, '$2')
            .replace(/(?<!\w)(_{1,2})(\S(?:[^_]*\S)?)\1(?!\w)/g, '$2'),
    )
    .join('')
    .trim();
  return text || fallback;
}
