import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiPageShell } from '@/components/api/api-page-shell';
import { FunctionPageView } from '@/components/api/function-page-view';
import { getApiPageMeta } from '@/lib/api/pages/page-meta';
import { listApiRoutes } from '@/lib/api/kinds/urls';
import { getFunctionPageData } from '@/lib/api/pages/function-page';
import { pageMetadata } from '@/lib/site/metadata';

type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return listApiRoutes('functions');
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const meta = getApiPageMeta('functions', (await params).slug);
  return meta ? pageMetadata(meta) : {};
}

export default async function ApiFunctionPage({ params }: { params: Params }) {
  const data = await getFunctionPageData((await params).slug);
  if (!data) notFound();
  return (
    <ApiPageShell frame={data.frame}>
      <FunctionPageView data={data} />
    </ApiPageShell>
  );
}
