import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiPageView } from '@/components/api/api-page-view';
import { getApiPageData } from '@/lib/api/pages/page-data';
import { apiPageMeta, apiPagePath, apiPageSegments, findApiPage, listApiPages } from '@/lib/api/pages/routes';
import { pageMetadata } from '@/lib/site/metadata';

// Every page of the API reference: the index pages (/docs/api/records/), a page per symbol
// (/docs/api/records/{ID}/, /docs/api/functions/{ns}-{name}/) and member pages
// (/docs/api/records/{ID}/{member}/). lib/api/pages/routes.ts lists them from the kind registry.
type Params = Promise<{ slug: string[] }>;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ slug: string[] }> {
  return listApiPages().map((page) => ({ slug: apiPageSegments(page) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = findApiPage((await params).slug);
  const meta = page ? apiPageMeta(page) : null;
  return meta ? pageMetadata(meta) : {};
}

export default async function ApiPage({ params }: { params: Params }) {
  const page = findApiPage((await params).slug);
  if (!page) notFound();
  const data = await getApiPageData(page);
  if (!data) notFound();
  return <ApiPageView page={data} path={apiPagePath(page)} />;
}
