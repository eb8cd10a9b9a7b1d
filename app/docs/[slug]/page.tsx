import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { guideIds, versionBySegment } from '@/lib/content/version-routes';
import { builtVersions, latestVersion, versionSegment } from '@/lib/content/versions';
import { DocsHomePage, docsHomeMetadata, GuidePage, guideMetadata } from '../version-pages';

// A guide of the latest version (/docs/<guide>/), or the docs home of another version (/docs/next/,
// /docs/0.6/): content validation keeps version segments and guide ids apart.
type Params = Promise<{ slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return [
    ...guideIds().map((slug) => ({ slug })),
    ...builtVersions()
      .filter((version) => !version.isLast)
      .map((version) => ({ slug: versionSegment(version.name) })),
  ];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const version = versionBySegment(slug);
  return version ? docsHomeMetadata(version) : guideMetadata(latestVersion(), slug);
}

export default async function Page({ params }: { params: Params }) {
  const { slug } = await params;
  const version = versionBySegment(slug);
  if (version) return <DocsHomePage version={version} />;
  if (!guideIds().includes(slug)) notFound();
  return <GuidePage version={latestVersion()} id={slug} />;
}
