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
  symbols(model: ApiModel): S[];
  /** URL segment (own pages) or anchor (namespaces page) of a symbol. */
  key(symbol: S): string;
  /** What the symbol is, in its page header and as the fallback description: `class template`. */
  label(symbol: S): string;
  /** The label in listings, where it differs from `label`. */
  listLabel?(symbol: S): string;
  /** Name in titles and listings; specialisations show their arguments. */
  name(symbol: S): string;
  /** The one-sentence summary (Markdown) of a symbol, if documented. */
  brief(symbol: S): string | undefined;
  /** URL segments of pages below a symbol's page (member functions of long classes). */
  subpages?(symbol: S): string[];
  /** Search records: the kind word, the one-line signature and which symbols; null: not searched. */
  search: { kind(symbol: S): string; signature(symbol: S): string; include?(symbol: S): boolean } | null;
  /** Whether names of these symbols link to them in signatures, doc comments and guides. */
  xref: boolean;
}

/** `defineKind<ApiRecord>()({…})`: checks an entry against its symbol type and keeps its literal types. */
export const defineKind =
  <S extends ApiSymbol>() =>
  <const E extends KindEntry<S>>(entry: E): E =>
    entry;
