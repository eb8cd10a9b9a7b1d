import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchPageFallback } from '@/components/search/search-page-fallback';
import { SearchPageView } from '@/components/search/search-page-view';
import { listVersions } from '@/lib/content/versions';
import { pageMetadata } from '@/lib/site/metadata';
import { FIXED_PAGES } from '@/lib/site/routes';

export const metadata: Metadata = pageMetadata(FIXED_PAGES.search);

export default function SearchPage() {
  return (
    <Suspense fallback={<SearchPageFallback />}>
      <SearchPageView versions={listVersions().map(({ name, label, path }) => ({ name, label, path }))} />
    </Suspense>
  );
}
