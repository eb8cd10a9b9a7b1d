import type { Metadata } from 'next';
import { latestVersion } from '@/lib/content/versions';
import { ApiPage, apiMetadata, apiSegments } from '../../version-pages';

// Every page of the latest version's API reference: the index pages (/docs/api/records/), a page per
// symbol (/docs/api/records/{ID}/, /docs/api/functions/{ns}-{name}/) and member pages
// (/docs/api/records/{ID}/{member}/). lib/api/pages/routes.ts lists them from the kind registry; the
// other versions' API pages are served by app/docs/[slug]/[...path].
type Params = Promise<{ slug: string[] }>;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ slug: string[] }> {
  return apiSegments(latestVersion()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return apiMetadata(latestVersion(), (await params).slug);
}

export default async function Page({ params }: { params: Params }) {
  return <ApiPage version={latestVersion()} segments={(await params).slug} />;
}
