import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SearchPageFallback } from '@/components/search/search-page-fallback';
import { SearchPageView } from '@/components/search/search-page-view';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Search',
  description: 'Search the Celerity guides and API reference.',
  path: '/search/',
});

export default function SearchPage() {
  return (
    <Suspense fallback={<SearchPageFallback />}>
      <SearchPageView />
    </Suspense>
  );
}
