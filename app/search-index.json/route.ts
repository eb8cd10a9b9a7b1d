import { buildSearchIndex } from '@/lib/search/build-index';
import { collectSiteRecords } from '@/lib/search/site-records';

export const dynamic = 'force-static';

/** The local search index, fetched by the search modal and page on first use. */
export function GET() {
  return new Response(buildSearchIndex(collectSiteRecords(), 'site search records'), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
