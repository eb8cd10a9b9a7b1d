import { API_KINDS, type SectionKind } from '@/lib/api/kinds/registry';
import { apiMemberUrl, apiSymbolUrl, kindOf, linkTargets, memberPageOf } from '@/lib/api/kinds/urls';
import { groupInOrder } from '@/lib/api/model/names';
import type { ApiFunction, ApiRecord, ApiSymbol } from '@/lib/api/model/schema';
import { aliasDeclaration } from '@/lib/api/pages/alias-page';
import { renderInline } from '@/lib/api/pages/doc-view';
import { enumDeclaration } from '@/lib/api/pages/enum-page';
import { sectionItemDeclaration } from '@/lib/api/pages/namespaces-page';
import { fieldDeclaration, recordDeclaration } from '@/lib/api/pages/record-page';
import type { RenderContext } from '@/lib/api/pages/render-context';
import { signatureHtml } from '@/lib/api/pages/signature-html';
import { layoutDeclaration } from '@/lib/api/pages/declaration-layout';
import { layoutSignature } from '@/lib/api/pages/signature-layout';
import { memberNameAnchor } from '@/lib/api/xref/build-index';
import { EMPTY_XREF_INDEX } from '@/lib/api/xref/xref-index.mjs';

// The signature card of every link target (a symbol, a member, an enumerator): kind, name, the
// highlighted declaration and the one-line brief. Written as one small JSON file per target at build
// time and fetched by components/xref when a reader first hovers or focuses a link to it.

export interface SymbolCard {
  kind: string;
  name: string;
  /** Highlighted declaration (token classes of signature-html.ts), template head included, no links. */
  declaration: string;
  /** The brief as inline HTML without links (the card is itself a link's description). */
  brief: string;
  /** More overloads than the one shown. */
  more?: number;
}

interface CardSource {
  href: string;
  kind: string;
  name: string;
  declaration: string;
  scope: string;
  brief: string | undefined;
  more?: number;
}

const noLinks = (text: string) => [{ text }];

function symbolSource(symbol: ApiSymbol): CardSource | undefined {
  const href = apiSymbolUrl(symbol);
  const base = { href, name: symbol.qualifiedName, brief: 'doc' in symbol ? symbol.doc?.brief : undefined };
  switch (symbol.kind) {
    case 'record':
      return {
        ...base,
        name: API_KINDS.records.name(symbol),
        kind: API_KINDS.records.label(symbol),
        declaration: layoutDeclaration(recordDeclaration(symbol)),
        scope: symbol.scope,
      };
    case 'enum':
      return {
        ...base,
        kind: API_KINDS.enums.label(symbol),
        declaration: enumDeclaration(symbol),
        scope: symbol.scope,
      };
    case 'alias':
      return {
        ...base,
        kind: API_KINDS.aliases.label(symbol),
        declaration: layoutDeclaration(aliasDeclaration(symbol)),
        scope: symbol.scope,
      };
    case 'function-set': {
      const [first] = symbol.overloads;
      if (!first) return undefined;
      return {
        ...base,
        kind: API_KINDS.functions.label(symbol),
        declaration: layoutSignature(first.signature, first.name),
        scope: first.scope,
        brief: API_KINDS.functions.brief(symbol),
        more: symbol.overloads.length - 1,
      };
    }
    case 'namespace':
      return { ...base, kind: 'namespace', declaration: `namespace ${symbol.qualifiedName} {}`, scope: '' };
    case 'variable':
    case 'concept': {
      const kind = kindOf(symbol) as SectionKind;
      return {
        ...base,
        kind: API_KINDS[kind].label(),
        declaration: layoutDeclaration(sectionItemDeclaration(kind, symbol)),
        scope: symbol.scope,
      };
    }
    case 'macro':
      return {
        ...base,
        name: symbol.name,
        kind: API_KINDS.macros.label(),
        declaration: symbol.summary,
        scope: '',
      };
    default: {
      // A kind added to the model without a card here would leave its links with a card file that 404s.
      const unhandled: never = symbol;
      return unhandled;
    }
  }
}

/** `member function`, `constructor`, `operator`…: what a card calls a member function. */
function memberKindLabel(fn: ApiFunction): string {
  return fn.role === 'method' ? 'member function' : fn.role;
}

/** The card of one overload at its own anchor (doc-comment examples link to the overload they call). */
function overloadSource(fn: ApiFunction, href: string, kind: string, name: string): CardSource {
  return {
    href,
    kind,
    name,
    declaration: layoutSignature(fn.signature, fn.name),
    scope: fn.scope,
    brief: fn.doc?.brief,
  };
}

function memberSources(record: ApiRecord): CardSource[] {
  const { constructors, destructors, methods, operators, fields } = record.members;
  // A specialisation's members are named with its arguments, as its page is.
  const owner = API_KINDS.records.name(record);
  const all = [...constructors, ...destructors, ...methods, ...operators];
  // Constructors have a card of their set only where they have a page (their heading on the record
  // page is the section's); each overload on the record page has its anchor's card below.
  const ownPage = constructors[0] !== undefined && memberPageOf(record, constructors[0]) !== undefined;
  const named = [...(ownPage ? constructors : []), ...methods, ...operators];
  const sets = [...groupInOrder(named, (fn) => fn.name)].map(([name, overloads]) => {
    const first = overloads[0]!;
    const href = memberPageOf(record, first) ?? apiMemberUrl(record, memberNameAnchor(first));
    return {
      ...overloadSource(first, href, memberKindLabel(first), `${owner}::${name}`),
      scope: record.qualifiedName,
      brief: overloads.find((fn) => fn.doc?.brief)?.doc?.brief,
      more: overloads.length - 1,
    };
  });
  // An overload documented on the record page also has an anchor of its own.
  const overloads = all
    .filter((fn) => !memberPageOf(record, fn))
    .map((fn) =>
      overloadSource(fn, apiMemberUrl(record, fn.anchor), memberKindLabel(fn), `${owner}::${fn.name}`),
    );
  return [
    ...sets,
    ...overloads,
    ...fields.map((field) => ({
      href: apiMemberUrl(record, field.anchor),
      kind: 'data member',
      name: `${owner}::${field.name}`,
      declaration: layoutDeclaration(fieldDeclaration(field)),
      scope: record.qualifiedName,
      brief: field.doc?.brief,
    })),
  ];
}

function cardSources(ctx: RenderContext): CardSource[] {
  const sources: CardSource[] = [];
  for (const symbol of linkTargets(ctx.model)) {
    const source = symbolSource(symbol);
    if (source) sources.push(source);
    if (symbol.kind === 'record') sources.push(...memberSources(symbol));
    if (symbol.kind === 'function-set')
      for (const fn of symbol.overloads)
        sources.push(
          overloadSource(
            fn,
            apiMemberUrl(symbol, fn.anchor),
            API_KINDS.functions.label(symbol),
            symbol.qualifiedName,
          ),
        );
    if (symbol.kind === 'enum')
      for (const value of symbol.values)
        sources.push({
          href: `${apiSymbolUrl(symbol)}#${value.name}`,
          kind: 'enumerator',
          name: `${symbol.qualifiedName}::${value.name}`,
          declaration: `${symbol.name}::${value.name}${value.value !== undefined ? ` = ${value.value}` : ''}`,
          scope: symbol.qualifiedName,
          brief: value.doc?.brief,
        });
  }
  return sources;
}

/**
 * The card of every url a link in code can point to: every symbol's page or anchor, every member and
 * enumerator. The first source of a url wins, as in the name index (primary templates first).
 */
export async function buildSymbolCards(ctx: RenderContext): Promise<Map<string, SymbolCard>> {
  const plain = { ...ctx, links: EMPTY_XREF_INDEX };
  const cards = new Map<string, SymbolCard>();
  for (const source of cardSources(ctx)) {
    if (cards.has(source.href)) continue;
    const [declaration, brief] = await Promise.all([
      signatureHtml(source.declaration, { scope: source.scope, linker: noLinks }),
      renderInline(source.brief, plain),
    ]);
    cards.set(source.href, {
      kind: source.kind,
      name: source.name,
      declaration,
      brief,
      ...(source.more ? { more: source.more } : {}),
    });
  }
  return cards;
}
