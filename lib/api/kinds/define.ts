import type { ApiModel, ApiSymbol } from '@/lib/api/model/schema';

// The shape of one entry of the kind registry (registry.ts).

export interface KindEntry<S extends ApiSymbol = ApiSymbol> {
  /** The `kind` field of these symbols in the model. */
  symbolKind: S['kind'];
  /**
   * `own`: a page per symbol at /docs/api/{kind}/{key}/. `namespaces`: an anchored section
   * (`#{key}`) of the namespaces page.
   */
  page: 'own' | 'namespaces';
  /** The index page /docs/api/{kind}/: its title (sidebar, breadcrumbs) and the intro under it. */
  index?: { title: string; intro: string };
  /** The model's list of these symbols: the list under the entry's key. */
  symbols(model: ApiModel): S[];
  /** URL segment (own pages) or anchor (namespaces page) of a symbol; by default its id. */
  key(symbol: S): string;
  /** What the symbol is, in its page header and as the fallback description: `class template`. */
  label(symbol: S): string;
  /** The label in listings, where it differs from `label`. */
  listLabel?(symbol: S): string;
  /** Name in titles and listings; by default the qualified name. */
  name(symbol: S): string;
  /** The one-sentence summary (Markdown) of a symbol, if documented; by default its doc brief. */
  brief(symbol: S): string | undefined;
  /** URL segments of pages below a symbol's page (member functions of long classes). */
  subpages?(symbol: S): string[];
  /** Search records: the kind word, the one-line signature and which symbols; null: not searched. */
  search: { kind(symbol: S): string; signature(symbol: S): string; include?(symbol: S): boolean } | null;
  /** Whether names of these symbols link to them in signatures, doc comments and guides. */
  xref: boolean;
  /** How the API drift check (lib/drift) matches these symbols between the synopsis and the library. */
  drift: DriftCompare;
}

/**
 * `name`: only whether both sides have the name, reported under `label`. `declaration`: each symbol is a
 * declaration compared fact by fact (lib/drift/declarations.ts), with the same-named ones of its `group`.
 * `overloads`: each overload of a function set is such a declaration. `record`: the record and each of its
 * members (constructors, functions, fields) are.
 */
export type DriftCompare =
  | { by: 'name'; label: string }
  | { by: 'declaration'; group: 'type' | 'variable' }
  | { by: 'overloads'; group: 'function' }
  | { by: 'record' };

type Defaulted = 'symbols' | 'key' | 'name' | 'brief';
type KindSpec<S extends ApiSymbol> = Omit<KindEntry<S>, Defaulted> & Partial<Pick<KindEntry<S>, Defaulted>>;

const byId = (symbol: ApiSymbol) => ('id' in symbol ? symbol.id : symbol.qualifiedName);
const qualified = (symbol: ApiSymbol) => symbol.qualifiedName;
const docBrief = (symbol: ApiSymbol) => ('doc' in symbol ? symbol.doc?.brief : undefined);

/**
 * `defineKind<ApiRecord>()({…})`: an entry checked against its symbol type, with the usual key,
 * name and brief unless it gives its own. `symbols` comes from the registry key (registry.ts).
 */
export const defineKind =
  <S extends ApiSymbol>() =>
  <const E extends KindSpec<S>>(spec: E) => ({
    key: byId as (symbol: S) => string,
    name: qualified as (symbol: S) => string,
    brief: docBrief as (symbol: S) => string | undefined,
    ...spec,
  });

/** One-line search records under a fixed kind word, with the symbol's summary as signature. */
export const searchedAs = (word: string) => ({
  kind: () => word,
  signature: (symbol: { summary: string }) => symbol.summary,
});
