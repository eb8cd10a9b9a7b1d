import type { Metadata } from 'next';
import { ApiIndexView } from '@/components/api/api-index-view';
import { ApiPageShell } from '@/components/api/api-page-shell';
import { getApiIndexPageData } from '@/lib/api/pages/index-page';
import { pageMetadata } from '@/lib/site/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { frame } = await getApiIndexPageData('functions');
  return pageMetadata({ title: frame.title, description: frame.description, path: frame.path });
}

export default async function ApiFunctionsIndexPage() {
  const data = await getApiIndexPageData('functions');
  return (
    <ApiPageShell frame={data.frame}>
      <ApiIndexView data={data} />
    </ApiPageShell>
  );
}
