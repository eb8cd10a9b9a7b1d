import { defineKind, type KindEntry } from '@/lib/api/kinds/define';
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
  ApiNamespace,
  ApiRecord,
  ApiVariable,
} from '@/lib/api/model/schema';

// Every kind of API symbol the site shows, one entry each. Routes, page titles, the sitemap, search
// records, cross-references and the link index are all derived from this table; lib/api/README.md
// says how to add a kind. The order is the order of listings and of name resolution (first wins).

const qualified = (symbol: { qualifiedName: string }) => symbol.qualifiedName;
const docBrief = (symbol: { doc?: { brief: string } }) => symbol.doc?.brief;
const summary = (symbol: { summary: string }) => symbol.summary;

export const API_KINDS = {
  records: defineKind<ApiRecord>()({
    symbolKind: 'record',
    page: 'own',
    index: {
      title: 'Records',
      intro: 'Classes, structs and class template specialisations of the Celerity API, by namespace.',
    },
    symbols: (model) => model.records,
    key: (record) => record.id,
    label: recordKindLabel,
    name: recordDisplayName,
    brief: docBrief,
    subpages: (record) => memberSets(record).map((set) => set.slug),
    search: { kind: (record) => record.tagKind, signature: summary, include: (record) => !record.incomplete },
    xref: true,
  }),
  enums: defineKind<ApiEnum>()({
    symbolKind: 'enum',
    page: 'own',
    index: { title: 'Enums', intro: 'Enumerations of the Celerity API, by namespace.' },
    symbols: (model) => model.enums,
    key: (value) => value.id,
    label: enumKindLabel,
    name: qualified,
    brief: docBrief,
    search: { kind: () => 'enum', signature: summary },
    xref: true,
  }),
  aliases: defineKind<ApiAlias>()({
    symbolKind: 'alias',
    page: 'own',
    index: {
      title: 'Aliases',
      intro: 'Type aliases, alias templates and using-declarations of the Celerity API, by namespace.',
    },
    symbols: (model) => model.aliases,
    key: (alias) => alias.id,
    label: aliasKindLabel,
    name: qualified,
    brief: docBrief,
    search: { kind: () => 'alias', signature: summary },
    xref: true,
  }),
  functions: defineKind<ApiFunctionSet>()({
    symbolKind: 'function-set',
    page: 'own',
    index: {
      title: 'Functions',
      intro:
        'Free functions and function templates of the Celerity API, by namespace; each page lists all overloads.',
    },
    symbols: (model) => model.functions,
    key: (set) => set.slug,
    label: functionKindLabel,
    listLabel: (set) =>
      set.overloads.length > 1 ? `function (${set.overloads.length} overloads)` : 'function',
    name: qualified,
    brief: (set) => set.overloads.find((fn) => fn.doc?.brief)?.doc?.brief,
    search: { kind: () => 'function', signature: (set) => set.overloads[0]?.summary ?? set.qualifiedName },
    xref: true,
  }),
  namespaces: defineKind<ApiNamespace>()({
    symbolKind: 'namespace',
    page: 'namespaces',
    index: {
      title: 'Namespaces',
      intro:
        'The namespaces of the Celerity API with their classes, enums, aliases, functions, variables and concepts.',
    },
    symbols: (model) => model.namespaces,
    key: (ns) => ns.id,
    label: () => 'namespace',
    name: qualified,
    brief: docBrief,
    // A namespace is a container: its members are found, the namespace itself is no answer.
    search: null,
    xref: true,
  }),
  variables: defineKind<ApiVariable>()({
    symbolKind: 'variable',
    page: 'namespaces',
    symbols: (model) => model.variables,
    key: (variable) => variable.id,
    label: () => 'variable',
    name: qualified,
    brief: docBrief,
    search: { kind: () => 'variable', signature: summary },
    xref: true,
  }),
  concepts: defineKind<ApiConcept>()({
    symbolKind: 'concept',
    page: 'namespaces',
    symbols: (model) => model.concepts,
    key: (concept) => concept.id,
    label: () => 'concept',
    name: qualified,
    brief: docBrief,
    search: { kind: () => 'concept', signature: summary },
    xref: true,
  }),
  // A kind is also a list of every namespace's members in the model: the keys must match.
} satisfies Record<keyof ApiNamespace['members'], object>;

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
export type SymbolOf<K extends ApiKind> = ReturnType<Registry[K]['symbols']>[number];

export const API_KIND_NAMES = Object.keys(API_KINDS) as ApiKind[];

/** The entry of `kind`, typed for code that handles every kind alike. */
export function kindEntry(kind: ApiKind): KindEntry {
  // Each entry's functions take its own symbol type; callers pass symbols of that kind only.
  return API_KINDS[kind] as KindEntry;
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
