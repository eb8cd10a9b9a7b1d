import type { Metadata } from 'next';
import { ApiPageShell } from '@/components/api/api-page-shell';
import { NamespacesView } from '@/components/api/namespaces-view';
import { getNamespacesPageData } from '@/lib/api/pages/namespaces-page';
import { pageMetadata } from '@/lib/site/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { frame } = await getNamespacesPageData();
  return pageMetadata({ title: frame.title, description: frame.description, path: frame.path });
}

export default async function ApiNamespacesPage() {
  const data = await getNamespacesPageData();
  return (
    <ApiPageShell frame={data.frame}>
      <NamespacesView data={data} />
    </ApiPageShell>
  );
}
