import type { HistoryRef } from '@/lib/api/history/badges';
import type { SourceLocation } from '@/lib/api/model/schema';
import type { DocView, SymbolHeaderView } from '@/lib/api/pages/view-types';

// Pieces every page builder uses: unique element ids, the declared-at line, the symbol header.

/** Hands out element ids once per page; a clash (a member named like a section) gets a suffix. */
export class UniqueIds {
  private readonly used: Set<string>;

  constructor(reserved: Iterable<string> = []) {
    this.used = new Set(reserved);
  }

  take(id: string): string {
    let candidate = id;
    for (let n = 2; this.used.has(candidate); n += 1) candidate = `${id}-${n}`;
    this.used.add(candidate);
    return candidate;
  }
}

export function declaredAt(location: SourceLocation): { file: string; line: number; url: string } {
  return { file: location.file, line: location.line, url: location.sourceUrl };
}

/** The header of a symbol's page: name, kind badge, declaration, declared-at line and documentation. */
export function symbolHeader(
  symbol: { qualifiedName: string; location: SourceLocation },
  parts: {
    kindLabel: string;
    declarationHtml: string;
    doc: DocView | null;
    name?: string;
    history?: HistoryRef;
  },
): SymbolHeaderView {
  return {
    qualifiedName: parts.name ?? symbol.qualifiedName,
    kindLabel: parts.kindLabel,
    declarationHtml: parts.declarationHtml,
    declaredAt: declaredAt(symbol.location),
    doc: parts.doc,
    ...(parts.history ? { history: parts.history } : {}),
  };
}
