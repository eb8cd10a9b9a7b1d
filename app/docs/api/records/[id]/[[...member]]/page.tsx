import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiPageShell } from '@/components/api/api-page-shell';
import { FunctionPageView } from '@/components/api/function-page-view';
import { RecordPageView } from '@/components/api/record-page-view';
import { getApiModel } from '@/lib/api/model/load';
import { getMemberPageData, getMemberPageMeta } from '@/lib/api/pages/member-function-page';
import { listMemberRoutes } from '@/lib/api/kinds/member-sets';
import { getApiPageMeta } from '@/lib/api/pages/page-meta';
import { getRecordPageData } from '@/lib/api/pages/record-page';
import { pageMetadata } from '@/lib/site/metadata';

// One route for a class page (/docs/api/records/{ID}/) and its member pages
// (/docs/api/records/{ID}/{member}/, see lib/api/kinds/member-sets.ts): a separate [member] route would
// have no params at all for an API without member pages, which a static export refuses.
type Params = Promise<{ id: string; member?: string[] }>;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ id: string; member: string[] }> {
  const model = getApiModel();
  return [
    ...model.records.map((record) => ({ id: record.id, member: [] })),
    ...listMemberRoutes(model).map(({ id, member }) => ({ id, member: [member] })),
  ];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id, member = [] } = await params;
  const meta =
    member.length === 0
      ? getApiPageMeta('records', id)
      : member.length === 1
        ? getMemberPageMeta(id, member[0]!, getApiModel())
        : null;
  return meta ? pageMetadata(meta) : {};
}

export default async function ApiRecordPage({ params }: { params: Params }) {
  const { id, member = [] } = await params;
  if (member.length === 0) {
    const data = await getRecordPageData(id);
    if (!data) notFound();
    return (
      <ApiPageShell frame={data.frame}>
        <RecordPageView data={data} />
      </ApiPageShell>
    );
  }
  const data = member.length === 1 ? await getMemberPageData(id, member[0]!) : null;
  if (!data) notFound();
  return (
    <ApiPageShell frame={data.frame}>
      <FunctionPageView data={data} />
    </ApiPageShell>
  );
}
