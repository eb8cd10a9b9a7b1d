import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { guideIds, versionBySegment } from '@/lib/content/version-routes';
import { builtVersions, versionSegment } from '@/lib/content/versions';
import { messagesMetadata, VersionMessagesPage } from '../../messages-page';
import { ApiPage, apiMetadata, apiSegments, GuidePage, guideMetadata } from '../../version-pages';

// The pages of a version other than the latest: /docs/<segment>/<guide>/, /docs/<segment>/messages/ and
// /docs/<segment>/api/….
type Params = Promise<{ slug: string; path: string[] }>;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ slug: string; path: string[] }> {
  return builtVersions()
    .filter((version) => !version.isLast)
    .flatMap((version) => {
      const slug = versionSegment(version.name);
      return [
        ...guideIds(version).map((id) => ({ slug, path: [id] })),
        { slug, path: ['messages'] },
        ...apiSegments(version).map((segments) => ({ slug, path: ['api', ...segments] })),
      ];
    });
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, path } = await params;
  const version = versionBySegment(slug);
  if (!version) return {};
  if (path.join('/') === 'messages') return messagesMetadata(version);
  return path[0] === 'api' ? apiMetadata(version, path.slice(1)) : guideMetadata(version, path[0] ?? '');
}

export default async function Page({ params }: { params: Params }) {
  const { slug, path } = await params;
  const version = versionBySegment(slug);
  if (!version) notFound();
  if (path[0] === 'api') return <ApiPage version={version} segments={path.slice(1)} />;
  if (path.join('/') === 'messages') return <VersionMessagesPage version={version} />;
  if (path.length !== 1 || !path[0]) notFound();
  return <GuidePage version={version} id={path[0]} />;
}
