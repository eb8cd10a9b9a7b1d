import { versionCatalog } from '@/lib/messages/catalog';
import { messagesPagePath, messagesPageTitle } from '@/lib/messages/page';
import type { DocsVersion } from '@/lib/content/versions';
import { recordsFromDocPage } from './build-records';
import { searchTagsFor } from './client/search-versions';
import type { DocSearchRecord } from './record';

/** The explanation text without its Markdown: link text and code as plain words. */
const plainText = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The messages page of a version as search records: a section per family (its explanation) and one per
 * message, whose record carries the message's template so that a pasted line finds it first.
 */
export function messageRecords(version: DocsVersion): DocSearchRecord[] {
  const topics = versionCatalog(version);
  const templates = new Map<string, string>();
  const sections = topics.flatMap((topic) =>
    topic.families.flatMap(({ family, messages }) => [
      { depth: 2 as const, title: family.title, anchor: family.id, text: plainText(family.text) },
      ...messages.map((message) => {
        templates.set(message.anchor, message.text);
        return { depth: 3 as const, title: message.text, anchor: message.anchor, text: '' };
      }),
    ]),
  );
  const records = recordsFromDocPage({
    url: messagesPagePath(version),
    lvl0: messagesPageTitle,
    title: messagesPageTitle,
    intro: 'Every message the runtime prints or throws, what it means and what to do.',
    sections,
    tags: searchTagsFor(version.name),
    pageRank: 1,
  });
  return records.map((record) => {
    const template = record.type === 'lvl3' && record.anchor ? templates.get(record.anchor) : undefined;
    return template ? { ...record, message: template } : record;
  });
}
