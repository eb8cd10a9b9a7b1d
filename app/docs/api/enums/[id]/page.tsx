import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiPageShell } from '@/components/api/api-page-shell';
import { EnumPageView } from '@/components/api/enum-page-view';
import { getApiPageMeta } from '@/lib/api/pages/page-meta';
import { listApiRoutes } from '@/lib/api/kinds/urls';
import { getEnumPageData } from '@/lib/api/pages/enum-alias-pages';
import { pageMetadata } from '@/lib/site/metadata';

type Params = Promise<{ id: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return listApiRoutes('enums');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const meta = getApiPageMeta('enums', (await params).id);
  return meta ? pageMetadata(meta) : {};
}

export default async function ApiEnumPage({ params }: { params: Params }) {
  const data = await getEnumPageData((await params).id);
  if (!data) notFound();
  return (
    <ApiPageShell frame={data.frame}>
      <EnumPageView data={data} />
    </ApiPageShell>
  );
}
