import { apiSymbolUrl } from '@/lib/api/kinds/urls';
import type { ApiMacro } from '@/lib/api/model/schema';
import { buildDocView } from '@/lib/api/pages/doc-view';
import { apiFrame } from '@/lib/api/pages/frame';
import { codeHtml } from '@/lib/api/pages/declaration-views';
import { symbolHistoryRef, withHistory } from '@/lib/api/pages/history-refs';
import { symbolHeader } from '@/lib/api/pages/page-parts';
import type { RenderContext } from '@/lib/api/pages/render-context';
import type { MacroPageData } from '@/lib/api/pages/view-types';

// The page of an object-like macro: its `#define` line, its doc comment and its value where the
// headers fix one. Macros live in no namespace, so names in their doc resolve from the global scope.

export async function getMacroPageData(macro: ApiMacro, ctx: RenderContext): Promise<MacroPageData> {
  const [declarationHtml, doc] = await Promise.all([
    codeHtml(macro.summary, '', ctx, apiSymbolUrl(macro)),
    buildDocView(macro.doc, '', ctx, macro.deprecated),
  ]);
  const frame = apiFrame({
    kind: 'macros',
    leaf: macro.name,
    toc: [],
    symbol: { url: apiSymbolUrl(macro), location: macro.location, model: ctx.model },
  });
  const header = symbolHeader(macro, {
    kindLabel: 'macro',
    declarationHtml,
    doc,
    ...withHistory(symbolHistoryRef(macro, ctx.model)),
  });
  return { frame, header, ...(macro.value !== undefined ? { value: macro.value } : {}) };
}
