import { overloadLabel } from '@/lib/api/pages/function-page';
import { getMemberSet, memberPageUrl, type MemberSet } from '@/lib/api/kinds/member-sets';
import type { ApiModel, ApiRecord } from '@/lib/api/model/schema';
import { buildOverloadView } from '@/lib/api/pages/overload-view';
import type { ApiPageMeta } from '@/lib/api/pages/page-meta';
import { apiFrame, nameInNamespace, plainBrief } from '@/lib/api/pages/frame';
import { declaredAt } from '@/lib/api/pages/page-ids';
import type { FunctionPageData } from '@/lib/api/pages/view-types';
import { getRenderContext, recordDisplayName, type RenderContext } from '@/lib/api/pages/render-context';
import { apiSymbolUrl } from '@/lib/api/kinds/urls';

function kindLabel(set: MemberSet): string {
  if (set.role === 'constructors') return set.overloads.length > 1 ? 'constructors' : 'constructor';
  const templated = set.overloads.every((fn) => fn.templateParams);
  const kind = set.role === 'operator' ? 'operator' : 'member function';
  return templated ? `${kind} template` : kind;
}

function describe(record: ApiRecord, set: MemberSet) {
  const title = `${recordDisplayName(record)}::${set.name}`;
  const brief = set.overloads.find((fn) => fn.doc?.brief)?.doc?.brief;
  return { title, description: plainBrief(brief, `${kindLabel(set)} ${title}`) };
}

/** Title, description and path of a member page, without rendering it. */
export function getMemberPageMeta(id: string, slug: string, model: ApiModel): ApiPageMeta | null {
  const found = getMemberSet(id, slug, model);
  if (!found) return null;
  return { ...describe(found.record, found.set), path: memberPageUrl(found.record, found.set) };
}

/** All overloads of one member function (or all constructors) of a class with member pages. */
export async function getMemberPageData(
  id: string,
  slug: string,
  ctx: RenderContext = getRenderContext(),
): Promise<FunctionPageData | null> {
  const found = getMemberSet(id, slug, ctx.model);
  if (!found) return null;
  const { record, set } = found;
  const selfUrl = memberPageUrl(record, set);
  const overloads = await Promise.all(
    set.overloads.map(async (fn) => ({
      ...(await buildOverloadView(fn, ctx, selfUrl)),
      label: overloadLabel(fn),
      declaredAt: declaredAt(fn.location),
    })),
  );
  const { title, description } = describe(record, set);
  const recordName = nameInNamespace(recordDisplayName(record), ctx.model);
  const frame = apiFrame({
    kind: 'records',
    title,
    description,
    path: selfUrl,
    parent: { label: recordName, href: apiSymbolUrl(record) },
    leaf: set.role === 'constructors' ? 'constructors' : set.name,
    toc:
      overloads.length > 1
        ? overloads.map((o) => ({ depth: 2 as const, title: o.label, anchor: o.anchor }))
        : [],
  });
  return {
    frame,
    header: {
      qualifiedName: title,
      kindLabel: kindLabel(set),
      declaredAt: declaredAt(set.overloads[0]!.location),
    },
    memberOf: { label: recordDisplayName(record), href: apiSymbolUrl(record) },
    overloads,
  };
}
