import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiPageShell } from '@/components/api/api-page-shell';
import { RecordPageView } from '@/components/api/record-page-view';
import { getApiPageMeta } from '@/lib/api/page-meta';
import { listApiRoutes } from '@/lib/api/routes';
import { getRecordPageData } from '@/lib/api/record-page';
import { pageMetadata } from '@/lib/site/metadata';

type Params = Promise<{ id: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return listApiRoutes('records');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const meta = getApiPageMeta('records', (await params).id);
  return meta ? pageMetadata(meta) : {};
}

export default async function ApiRecordPage({ params }: { params: Params }) {
  const data = await getRecordPageData((await params).id);
  if (!data) notFound();
  return (
    <ApiPageShell frame={data.frame}>
      <RecordPageView data={data} />
    </ApiPageShell>
  );
}
