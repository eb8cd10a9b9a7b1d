import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiPageShell } from '@/components/api/api-page-shell';
import { AliasPageView } from '@/components/api/alias-page-view';
import { getApiPageMeta } from '@/lib/api/pages/page-meta';
import { listApiRoutes } from '@/lib/api/kinds/urls';
import { getAliasPageData } from '@/lib/api/pages/enum-alias-pages';
import { pageMetadata } from '@/lib/site/metadata';

type Params = Promise<{ id: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return listApiRoutes('aliases');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const meta = getApiPageMeta('aliases', (await params).id);
  return meta ? pageMetadata(meta) : {};
}

export default async function ApiAliasPage({ params }: { params: Params }) {
  const data = await getAliasPageData((await params).id);
  if (!data) notFound();
  return (
    <ApiPageShell frame={data.frame}>
      <AliasPageView data={data} />
    </ApiPageShell>
  );
}
