import type { RawDecl } from '@/lib/api/extract/raw-types';
import type { TypeEncodingContext } from '@/lib/api/extract/usr-types';

// A declaration in the symbol table: its raw form, where it sits and what templates enclose it.

export type TemplateScope = TypeEncodingContext['templateParams'];

export interface Entry {
  raw: RawDecl;
  qualifiedName: string;
  /** Enclosing namespace or record (undefined for the global namespace). */
  parent?: Entry;
  templateScope: TemplateScope;
  templateDepth: number;
  /** True if any enclosing namespace is `detail` (or anonymous). */
  hidden: boolean;
  usrCache?: string;
}

/** A namespace reopened in several headers is one entry with every location. */
export type NamespaceEntry = Entry & { locations?: RawDecl['location'][] };

export function enclosingNamespace(entry: Entry): Entry | undefined {
  let current = entry.parent;
  while (current && current.raw.kind !== 'namespace') current = current.parent;
  return current;
}
