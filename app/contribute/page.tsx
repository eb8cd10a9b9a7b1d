import type { Metadata } from 'next';
import { StandalonePageView } from '@/components/pages/standalone-page-view';
import { loadMdxComponent } from '@/lib/content/doc-module';
import { getStandalonePage } from '@/lib/content/pages';
import { tocFromSections } from '@/lib/content/route-data';
import { pageMetadata } from '@/lib/site/metadata';

const page = getStandalonePage('contribute');

export const metadata: Metadata = pageMetadata({
  title: page.title,
  description: page.description,
  path: '/contribute/',
});

export default async function ContributePage() {
  const Content = await loadMdxComponent('pages', 'contribute');
  return (
    <StandalonePageView title={page.title} toc={tocFromSections(page.outline.sections)}>
      <Content />
    </StandalonePageView>
  );
}
