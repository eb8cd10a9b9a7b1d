import { defineKind, searchedAs, type KindEntry } from '@/lib/api/kinds/define';
import {
  aliasKindLabel,
  enumKindLabel,
  functionKindLabel,
  recordDisplayName,
  recordKindLabel,
} from '@/lib/api/kinds/labels';
import { memberSets } from '@/lib/api/kinds/member-sets';
import type {
  ApiAlias,
  ApiConcept,
  ApiEnum,
  ApiFunctionSet,
  ApiModel,
  ApiNamespace,
  ApiRecord,
  ApiSymbol,
  ModelListKey,
  ApiMacro,
  ApiVariable,
} from '@/lib/api/model/schema';

// Every kind of API symbol the site shows, one entry each. Routes, page titles, the sitemap, search
// records, cross-references and the link index are all derived from this table; lib/api/README.md
// says how to add a kind. The order is the order of listings and of name resolution (first wins).

/** A kind shown in full on the namespaces page, labelled, searched and linked under its own name. */
function namespaceSection<S extends ApiVariable | ApiConcept, const G extends 'type' | 'variable'>(
  symbolKind: S['kind'],
  driftGroup: G,
) {
  return defineKind<S>()({
    symbolKind,
    page: 'namespaces' as const,
    label: () => symbolKind,
    search: searchedAs(symbolKind),
    xref: true,
    drift: { by: 'declaration', group: driftGroup },
  });
}

export const API_KINDS = {
  records: defineKind<ApiRecord>()({
    symbolKind: 'record',
    page: 'own',
    index: {
      title: 'Records',
      intro: 'Classes, structs and class template specialisations of the Celerity API, by namespace.',
    },
    label: recordKindLabel,
    name: recordDisplayName,
    subpages: (record) => memberSets(record).map((set) => set.slug),
    search: {
      kind: (record) => record.tagKind,
      signature: (record) => record.summary,
      include: (record) => !record.incomplete,
    },
    xref: true,
    drift: { by: 'record' },
  }),
  enums: defineKind<ApiEnum>()({
    symbolKind: 'enum',
    page: 'own',
    index: { title: 'Enums', intro: 'Enumerations of the Celerity API, by namespace.' },
    label: enumKindLabel,
    search: searchedAs('enum'),
    xref: true,
    drift: { by: 'declaration', group: 'type' },
  }),
  aliases: defineKind<ApiAlias>()({
    symbolKind: 'alias',
    page: 'own',
    index: {
      title: 'Aliases',
      intro: 'Type aliases, alias templates and using-declarations of the Celerity API, by namespace.',
    },
    label: aliasKindLabel,
    search: searchedAs('alias'),
    xref: true,
    drift: { by: 'declaration', group: 'type' },
  }),
  functions: defineKind<ApiFunctionSet>()({
    symbolKind: 'function-set',
    page: 'own',
    index: {
      title: 'Functions',
      intro:
        'Free functions and function templates of the Celerity API, by namespace; each page lists all overloads.',
    },
    key: (set) => set.slug,
    label: functionKindLabel,
    listLabel: (set) =>
      set.overloads.length > 1 ? `function (${set.overloads.length} overloads)` : 'function',
    brief: (set) => set.overloads.find((fn) => fn.doc?.brief)?.doc?.brief,
    search: { kind: () => 'function', signature: (set) => set.overloads[0]?.summary ?? set.qualifiedName },
    xref: true,
    drift: { by: 'overloads', group: 'function' },
  }),
  namespaces: defineKind<ApiNamespace>()({
    symbolKind: 'namespace',
    page: 'namespaces',
    index: {
      title: 'Namespaces',
      intro:
        'The namespaces of the Celerity API with their classes, enums, aliases, functions, variables and concepts.',
    },
    label: () => 'namespace',
    // A namespace is a container: its members are found, the namespace itself is no answer.
    search: null,
    xref: true,
    drift: { by: 'name', label: 'namespace' },
  }),
  variables: namespaceSection<ApiVariable, 'variable'>('variable', 'variable'),
  concepts: namespaceSection<ApiConcept, 'type'>('concept', 'type'),
  macros: defineKind<ApiMacro>()({
    symbolKind: 'macro',
    page: 'own',
    index: {
      title: 'Macros',
      intro: 'Preprocessor macros of the Celerity API: its version and how the installed library was built.',
    },
    label: () => 'macro',
    search: searchedAs('macro'),
    xref: true,
    // A macro's value depends on how the library was configured: its name is all drift compares.
    drift: { by: 'name', label: 'macro' },
  }),
  // A kind is also one of the model's lists of symbols: the keys must match.
} satisfies Record<ModelListKey, object>;

type Registry = typeof API_KINDS;
export type ApiKind = keyof Registry;
/** Kinds whose symbols have pages of their own. */
export type PagedKind = { [K in ApiKind]: Registry[K]['page'] extends 'own' ? K : never }[ApiKind];
/** Kinds with an index page at /docs/api/{kind}/. */
export type IndexKind = { [K in ApiKind]: Registry[K] extends { index: object } ? K : never }[ApiKind];
/** Kinds with pages below their symbols' pages. */
export type SubpagedKind = { [K in ApiKind]: Registry[K] extends { subpages: object } ? K : never }[ApiKind];
/** Kinds shown in full inside their namespace's section of the namespaces page. */
export type SectionKind = Exclude<
  { [K in ApiKind]: Registry[K]['page'] extends 'namespaces' ? K : never }[ApiKind],
  'namespaces'
>;
export type SymbolOf<K extends ApiKind> = Extract<ApiSymbol, { kind: Registry[K]['symbolKind'] }>;

export const API_KIND_NAMES = Object.keys(API_KINDS) as ApiKind[];

/** Kinds a namespace lists among its members (all but the global macros). */
export type NamespacedKind = Extract<ApiKind, keyof ApiNamespace['members']>;
export const isNamespacedKind = <K extends ApiKind>(kind: K): kind is Extract<K, NamespacedKind> =>
  kind !== 'macros';

const ENTRIES = new Map(
  API_KIND_NAMES.map((kind) => [kind, { symbols: (model: ApiModel) => model[kind], ...API_KINDS[kind] }]),
);

/** The entry of `kind`, typed for code that handles every kind alike. */
export function kindEntry(kind: ApiKind): KindEntry {
  // Each entry's functions take its own symbol type; callers pass symbols of that kind only.
  return ENTRIES.get(kind) as KindEntry;
}

const isIndexKind = (kind: ApiKind): kind is IndexKind => 'index' in API_KINDS[kind];
const isPagedKind = (kind: ApiKind): kind is PagedKind => API_KINDS[kind].page === 'own';

export const INDEX_KINDS: IndexKind[] = API_KIND_NAMES.filter(isIndexKind);
export const PAGED_KINDS: PagedKind[] = API_KIND_NAMES.filter(isPagedKind);
export const SUBPAGED_KINDS = API_KIND_NAMES.filter(
  (kind): kind is SubpagedKind => 'subpages' in API_KINDS[kind],
);
export const SECTION_KINDS = API_KIND_NAMES.filter(
  (kind): kind is SectionKind => API_KINDS[kind].page === 'namespaces' && kind !== 'namespaces',
);
