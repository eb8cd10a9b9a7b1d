import type { Metadata } from 'next';
import { ResearchPage } from '@/components/pages/research-page';
import { loadResearch } from '@/lib/content/research';
import { pageMetadata } from '@/lib/site/metadata';
import { FIXED_PAGES } from '@/lib/site/routes';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.research);

export default async function Research() {
  return <ResearchPage research={await loadResearch()} />;
}
