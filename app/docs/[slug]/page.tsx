import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/doc-page';
import { loadMdxComponent } from '@/lib/content/doc-module';
import { listDocs, MAIN_DOC_ID } from '@/lib/content/docs';
import { getDocRouteData } from '@/lib/content/route-data';
import { pageMetadata } from '@/lib/site/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return listDocs()
    .filter((doc) => doc.id !== MAIN_DOC_ID)
    .map((doc) => ({ slug: doc.id }));
}

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const route = getDocRouteData((await params).slug);
  if (!route) return {};
  return pageMetadata({ title: route.doc.title, description: route.doc.description, path: route.doc.url });
}

export default async function GuidePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const route = getDocRouteData(slug);
  if (!route || slug === MAIN_DOC_ID) notFound();
  return <DocPage route={route} Content={await loadMdxComponent('docs', slug)} />;
}
