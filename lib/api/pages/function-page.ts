import type { ApiFunction } from '@/lib/api/model/schema';
import { buildOverloadView } from '@/lib/api/pages/overload-view';
import { apiFrame, nameInNamespace, plainBrief } from '@/lib/api/pages/frame';
import { declaredAt } from '@/lib/api/pages/page-ids';
import type { FunctionPageData } from '@/lib/api/pages/view-types';
import { getRenderContext, type RenderContext } from '@/lib/api/pages/render-context';
import { apiSymbolUrl, getFunctionSetBySlug } from '@/lib/api/kinds/urls';

/** `fence(buffer<DataT, Dims>, subrange<Dims>)`: names an overload in headings and the TOC. */
export function overloadLabel(fn: ApiFunction): string {
  const types = fn.params.map((p) => p.type.replace(/^const\s+|\s*[&*]+$/g, ''));
  if (fn.variadic) types.push('...');
  return `${fn.name}(${types.join(', ')})`;
}

export async function getFunctionPageData(
  slug: string,
  ctx: RenderContext = getRenderContext(),
): Promise<FunctionPageData | null> {
  const set = getFunctionSetBySlug(slug, ctx.model);
  if (!set) return null;
  const selfUrl = apiSymbolUrl(set);
  const overloads = await Promise.all(
    set.overloads.map(async (fn) => ({
      ...(await buildOverloadView(fn, ctx, selfUrl)),
      label: overloadLabel(fn),
      declaredAt: declaredAt(fn.location),
    })),
  );
  const first = set.overloads[0]!;
  const templated = set.overloads.every((fn) => fn.templateParams);
  const kindLabel = templated ? 'function template' : 'function';
  const brief = set.overloads.find((fn) => fn.doc?.brief)?.doc?.brief;
  const frame = apiFrame({
    kind: 'functions',
    title: set.qualifiedName,
    description: plainBrief(brief, `${kindLabel} ${set.qualifiedName}`),
    path: selfUrl,
    leaf: nameInNamespace(set.qualifiedName, ctx.model),
    toc:
      overloads.length > 1
        ? overloads.map((o) => ({ depth: 2 as const, title: o.label, anchor: o.anchor }))
        : [],
  });
  return {
    frame,
    header: { qualifiedName: set.qualifiedName, kindLabel, declaredAt: declaredAt(first.location) },
    overloads,
  };
}
