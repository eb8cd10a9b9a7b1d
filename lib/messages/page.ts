import type { TocEntry } from '@/lib/content/route-data';
import { pathInVersion, type DocsVersion } from '@/lib/content/versions';
import type { CatalogTopic } from './catalog';

// What the messages page of a docs version is called and where it is: /docs/messages/ for the latest
// release, /docs/<segment>/messages/ for the others.

export const messagesPageTitle = 'Runtime messages';
export const MESSAGES_PATH = '/docs/messages/';

export const messagesPagePath = (version: Pick<DocsVersion, 'path'>): string =>
  pathInVersion(MESSAGES_PATH, version);

export const messagesPageDescription =
  'Every warning, error and panic the Celerity runtime prints or throws, what it means and what to do.';

export const messagesToc = (topics: readonly CatalogTopic[]): TocEntry[] =>
  topics.flatMap((topic) => [
    { depth: 2 as const, title: topic.title, anchor: topic.topic },
    ...topic.families.map((entry) => ({
      depth: 3 as const,
      title: entry.family.title,
      anchor: entry.family.id,
    })),
  ]);
