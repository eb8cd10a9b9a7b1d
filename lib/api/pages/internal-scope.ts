import type { ApiModel } from '@/lib/api/model/schema';
import type { ProductionApiUrl } from './production-urls';

// The production site before this one documented every symbol the runtime declares, its
// implementation too; this reference documents the public API only. What its old page showed and no
// version here documents was internal, and the page at its URL says in which way.

/** Where an internal symbol of the production site lived. */
export type InternalScope =
  /** In a `detail` namespace (`namespace` is its qualified name): the runtime's implementation. */
  | { kind: 'detail'; namespace: string }
  /** Declared in the library's source files only, never in a header a program includes. */
  | { kind: 'sources' }
  /** A type nested in a class a version documents, for that class's implementation. */
  | { kind: 'nested'; parent: string }
  /** None of these: no version's synopsis has it. */
  | { kind: 'undocumented' };

/** Where a production page's symbol, which no version documents, lived; `models` are the releases'. */
export function internalScope(entry: ProductionApiUrl, models: readonly ApiModel[]): InternalScope {
  const parts = entry.name.split('::');
  const detail = parts.indexOf('detail');
  if (detail >= 0) return { kind: 'detail', namespace: parts.slice(0, detail + 1).join('::') };
  if (entry.declaredIn.length > 0 && entry.declaredIn.every((file) => file.startsWith('src/')))
    return { kind: 'sources' };
  const parent = parts.slice(0, -1).join('::');
  if (models.some((model) => model.records.some((record) => record.qualifiedName === parent)))
    return { kind: 'nested', parent };
  return { kind: 'undocumented' };
}
