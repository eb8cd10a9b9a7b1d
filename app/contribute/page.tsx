import type { Metadata } from 'next';
import { MdxContent } from '@/components/mdx/mdx-content';
import { StandalonePageView } from '@/components/pages/standalone-page-view';
import { loadMdxComponent } from '@/lib/content/doc-module';
import { pageTerms } from '@/lib/content/glossary';
import { getStandalonePage } from '@/lib/content/pages';
import { tocFromSections } from '@/lib/content/route-data';
import { pageMetadata } from '@/lib/site/metadata';

// Read per render, not at module load, so the dev server shows frontmatter and heading edits.
export function generateMetadata(): Metadata {
  const page = getStandalonePage('contribute');
  return pageMetadata({ title: page.title, description: page.description, path: '/contribute/' });
}

export default async function ContributePage() {
  const page = getStandalonePage('contribute');
  const Content = await loadMdxComponent('pages', 'contribute');
  return (
    <StandalonePageView title={page.title} toc={tocFromSections(page.outline.sections)}>
      <MdxContent Content={Content} terms={pageTerms(page.file, page.outline.terms)} />
    </StandalonePageView>
  );
}
