import type { Metadata } from 'next';
import { ResearchPage } from '@/components/pages/research-page';
import { loadResearch } from '@/lib/content/research';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Research',
  description:
    'Publications and talks about Celerity, the institutions and grants behind it, and how to cite it.',
  path: '/research/',
});

export default async function Research() {
  return <ResearchPage research={await loadResearch()} />;
}
