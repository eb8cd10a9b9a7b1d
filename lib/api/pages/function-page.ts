import { functionKindLabel } from '@/lib/api/kinds/labels';
import { apiSymbolUrl } from '@/lib/api/kinds/urls';
import type { ApiFunction, ApiFunctionSet, ApiRecord } from '@/lib/api/model/schema';
import { overloadHistoryRef, symbolHistoryRef, withHistory } from '@/lib/api/pages/history-refs';
import { nameInNamespace } from '@/lib/api/kinds/index-layout';
import { apiFrame } from '@/lib/api/pages/frame';
import { buildOverloadView } from '@/lib/api/pages/declaration-views';
import { overloadLabels } from '@/lib/api/pages/overload-labels';
import { declaredAt } from '@/lib/api/pages/page-parts';
import type { RenderContext } from '@/lib/api/pages/render-context';
import type { FunctionPageData } from '@/lib/api/pages/view-types';

// The page of a free function: all overloads of one name in one namespace. Member pages
// (member-function-page.ts) reuse the overload list.

/** Every overload with its label and location, and the TOC entries when there is more than one. */
export async function overloadList(
  owner: ApiFunctionSet | ApiRecord,
  overloads: ApiFunction[],
  ctx: RenderContext,
  selfUrl: string,
) {
  const labels = overloadLabels(overloads);
  const views = await Promise.all(
    overloads.map(async (fn, i) => ({
      ...(await buildOverloadView(fn, ctx, selfUrl, overloadHistoryRef(owner, fn, ctx.model))),
      label: labels[i]!,
      declaredAt: declaredAt(fn.location),
    })),
  );
  const toc =
    views.length > 1 ? views.map((o) => ({ depth: 2 as const, title: o.label, anchor: o.anchor })) : [];
  return { overloads: views, toc };
}

export async function getFunctionPageData(
  set: ApiFunctionSet,
  ctx: RenderContext,
): Promise<FunctionPageData> {
  const { overloads, toc } = await overloadList(set, set.overloads, ctx, apiSymbolUrl(set));
  const frame = apiFrame({
    kind: 'functions',
    leaf: nameInNamespace(set.qualifiedName, ctx.model),
    toc,
    symbol: { url: apiSymbolUrl(set), location: set.overloads[0]!.location, model: ctx.model },
  });
  return {
    frame,
    header: {
      qualifiedName: set.qualifiedName,
      kindLabel: functionKindLabel(set),
      declaredAt: declaredAt(set.overloads[0]!.location),
      ...withHistory(symbolHistoryRef(set, ctx.model)),
    },
    overloads,
  };
}
