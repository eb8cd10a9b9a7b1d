import type { Metadata } from 'next';
import { MessagesPage } from '@/components/messages/messages-page';
import { versionCatalog } from '@/lib/messages/catalog';
import {
  messagesPageDescription,
  messagesPagePath,
  messagesPageTitle,
  messagesToc,
} from '@/lib/messages/page';
import { getSidebar } from '@/lib/content/route-data';
import { pathInVersion, type DocsVersion } from '@/lib/content/versions';
import { pageMetadata } from '@/lib/site/metadata';
import { versionBanner } from '@/lib/site/version-pages';

// The messages page of a docs version, for the route of the latest version and that of the others.

export function messagesMetadata(version: DocsVersion): Metadata {
  return pageMetadata({
    title: messagesPageTitle,
    description: messagesPageDescription,
    path: messagesPagePath(version),
    noindex: !version.indexable,
  });
}

export function VersionMessagesPage({ version }: { version: DocsVersion }) {
  const path = messagesPagePath(version);
  const topics = versionCatalog(version);
  return (
    <MessagesPage
      title={messagesPageTitle}
      topics={topics}
      toc={messagesToc(topics)}
      sidebar={getSidebar('docs', version)}
      path={path}
      banner={versionBanner(version, path)}
      href={(target) => pathInVersion(target, version)}
    />
  );
}
