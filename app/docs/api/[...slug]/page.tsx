import type { Metadata } from 'next';
import { OldUrlView } from '@/components/api/old-url-view';
import {
  findOldApiPage,
  listOldApiPages,
  oldApiPageFrame,
  oldApiPageMeta,
  oldApiPagePath,
} from '@/lib/api/pages/old-url-pages';
import { latestVersion } from '@/lib/content/versions';
import { pageMetadata } from '@/lib/site/metadata';
import { ApiPage, apiMetadata, apiSegments } from '../../version-pages';

// Every page of the latest version's API reference: the index pages (/docs/api/records/), a page per
// symbol (/docs/api/records/{ID}/, /docs/api/functions/{ns}-{name}/) and member pages
// (/docs/api/records/{ID}/{member}/). lib/api/pages/routes.ts lists them from the kind registry; the
// other versions' API pages are served by app/docs/[slug]/[...path]. Old URLs of symbols that moved or
// were removed get a page of their own (lib/api/pages/old-urls.ts).
type Params = Promise<{ slug: string[] }>;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ slug: string[] }> {
  // The home (no segment) is app/docs/api/page.tsx: a catch-all needs one segment.
  const pages = apiSegments(latestVersion()).filter((segments) => segments.length > 0);
  return [...pages, ...listOldApiPages().map((page) => page.segments)].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const old = findOldApiPage(slug);
  if (!old) return apiMetadata(latestVersion(), slug);
  const meta = oldApiPageMeta(old);
  // None is indexed: a moved page's target and a removed symbol's last version are; internal
  // symbols are not documented at all.
  return pageMetadata({ ...meta, path: meta.canonical, noindex: true });
}

export default async function Page({ params }: { params: Params }) {
  const { slug } = await params;
  const old = findOldApiPage(slug);
  if (old) return <OldUrlView page={old} frame={oldApiPageFrame(old)} path={oldApiPagePath(old)} />;
  return <ApiPage version={latestVersion()} segments={slug} />;
}
