import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/docs/doc-page';
import { GuideIndex } from '@/components/docs/guide-index';
import { loadMdxComponent } from '@/lib/content/doc-module';
import { MAIN_DOC_ID } from '@/lib/content/docs';
import { docsHomeGuideIndex } from '@/lib/content/guide-index';
import { getDocRouteData } from '@/lib/content/route-data';
import { pageMetadata } from '@/lib/site/metadata';

export function generateMetadata(): Metadata {
  const route = getDocRouteData(MAIN_DOC_ID);
  return route
    ? pageMetadata({ title: route.doc.title, description: route.doc.description, path: '/docs/' })
    : {};
}

export default async function DocsHomePage() {
  const route = getDocRouteData(MAIN_DOC_ID);
  if (!route) notFound();
  const guides = docsHomeGuideIndex();
  return (
    <DocPage
      route={route}
      Content={await loadMdxComponent('docs', MAIN_DOC_ID)}
      components={{ GuideIndex: () => <GuideIndex sections={guides} /> }}
    />
  );
}
