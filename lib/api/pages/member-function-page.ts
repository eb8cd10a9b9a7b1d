import { recordDisplayName, plainBrief } from '@/lib/api/kinds/labels';
import { memberSets, type MemberSet } from '@/lib/api/kinds/member-sets';
import { apiSymbolUrl, memberPageUrl } from '@/lib/api/kinds/urls';
import type { ApiRecord } from '@/lib/api/model/schema';
import { nameInNamespace } from '@/lib/api/kinds/index-layout';
import { apiFrame } from '@/lib/api/pages/frame';
import { overloadList } from '@/lib/api/pages/function-page';
import { memberSetHistoryRef, withHistory } from '@/lib/api/pages/history-refs';
import { declaredAt } from '@/lib/api/pages/page-parts';
import type { RenderContext } from '@/lib/api/pages/render-context';
import type { ApiPageMeta, FunctionPageData } from '@/lib/api/pages/view-types';

// The page of one member function of a class with member pages (kinds/member-sets.ts): all overloads
// of one name, or all constructors, laid out like a free function's page.

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

const memberSet = (record: ApiRecord, slug: string) =>
  memberSets(record).find((candidate) => candidate.slug === slug);

/** Title, description and path of a member page, without rendering it. */
export function getMemberPageMeta(record: ApiRecord, slug: string): ApiPageMeta | null {
  const set = memberSet(record, slug);
  return set ? { ...describe(record, set), path: memberPageUrl(record, set) } : null;
}

export async function getMemberPageData(
  record: ApiRecord,
  slug: string,
  ctx: RenderContext,
): Promise<FunctionPageData | null> {
  const set = memberSet(record, slug);
  if (!set) return null;
  const { overloads, toc } = await overloadList(record, set.overloads, ctx, memberPageUrl(record, set));
  const { title } = describe(record, set);
  const recordLink = { label: recordDisplayName(record), href: apiSymbolUrl(record) };
  const frame = apiFrame({
    kind: 'records',
    parent: { ...recordLink, label: nameInNamespace(recordLink.label, ctx.model) },
    leaf: set.role === 'constructors' ? 'constructors' : set.name,
    toc,
    symbol: { url: memberPageUrl(record, set), location: set.overloads[0]!.location, model: ctx.model },
  });
  return {
    frame,
    header: {
      qualifiedName: title,
      kindLabel: kindLabel(set),
      declaredAt: declaredAt(set.overloads[0]!.location),
      ...withHistory(memberSetHistoryRef(record, set.overloads[0]!.name, ctx.model)),
    },
    memberOf: recordLink,
    overloads,
  };
}
