import { versionLabel } from '@/lib/api/history/versions';
import type { DocsVersion } from '@/lib/content/versions';
import { getVersionFacts } from '@/lib/version-facts/load';
import type { VersionFactsFile } from '@/lib/version-facts/schema';
import {
  getExplanations,
  messageKey,
  MESSAGE_TOPICS,
  type MessageExplanations,
  type MessageFamily,
  type MessageTopic,
} from './explanations';
import { templateSlug } from './template';

// The messages of one docs version: every message the version facts list for its release, with the
// family that explains it, its anchor (the same in every version), its level and its history.

export type FactMessage = VersionFactsFile['messages'][number];

export interface CatalogMessage {
  text: string;
  anchor: string;
  /** As printed (`warning`, `error`, `critical`), `panic`, an exception type, or the policy's level. */
  levels: string[];
  /** `path:line` in the version's release. */
  at: string;
  since: string;
  /** The first later version that no longer has it, when one does. */
  removed?: string;
}

export interface CatalogFamily {
  family: MessageFamily;
  messages: CatalogMessage[];
}

export interface CatalogTopic {
  topic: MessageTopic;
  title: string;
  families: CatalogFamily[];
}

/** The facts label of a docs version: `0.7` for v0.7.0, `next` for the main branch. */
export const factsLabel = (version: Pick<DocsVersion, 'ref'>): string => versionLabel(version.ref);

/** Anchors by message key, over every message of the facts, so one message keeps its anchor in every version. */
export function messageAnchors(messages: readonly FactMessage[]): Map<string, string> {
  const anchors = new Map<string, string>();
  const used = new Set<string>();
  for (const message of messages) {
    const slug = templateSlug(message.text);
    let anchor = slug;
    for (let n = 2; used.has(anchor); n++) anchor = `${slug}-${n}`;
    used.add(anchor);
    anchors.set(messageKey(message.text), anchor);
  }
  return anchors;
}

function displayLevels(message: FactMessage, family: MessageFamily): string[] {
  return message.levels.flatMap((level) => {
    if (level === 'warn') return ['warning'];
    if (level === 'policy') return [family.policy ?? 'error policy'];
    if (level === 'throw') return (message.exceptions ?? ['exception']).map((type) => `throws ${type}`);
    return [level];
  });
}

export function buildCatalog(
  facts: VersionFactsFile,
  explanations: MessageExplanations,
  label: string,
): CatalogTopic[] {
  const order = facts.versions.map((version) => version.label);
  const anchors = messageAnchors(facts.messages);
  const familyOf = new Map(
    explanations.families.flatMap((family) => family.messages.map((text) => [messageKey(text), family])),
  );
  const byFamily = new Map<MessageFamily, CatalogMessage[]>();
  for (const message of facts.messages.filter((entry) => entry.versions.includes(label))) {
    const family = familyOf.get(messageKey(message.text));
    if (!family) continue; // The drift check reports it.
    const later = order.slice(order.indexOf(label) + 1);
    const removed = later.find((version) => !message.versions.includes(version));
    const since = message.versions[0]!;
    const list = byFamily.get(family) ?? [];
    byFamily.set(family, list);
    list.push({
      text: message.text,
      anchor: anchors.get(messageKey(message.text))!,
      levels: displayLevels(message, family),
      at: message.at[label]!,
      since: since === order[0] ? `${since} or earlier` : `since ${since}`,
      ...(removed ? { removed } : {}),
    });
  }
  return (Object.keys(MESSAGE_TOPICS) as MessageTopic[])
    .map((topic) => ({
      topic,
      title: MESSAGE_TOPICS[topic],
      families: explanations.families
        .filter((family) => family.topic === topic && byFamily.has(family))
        .map((family) => ({ family, messages: byFamily.get(family)! })),
    }))
    .filter((topic) => topic.families.length > 0);
}

/** The catalog of a docs version from the committed facts and explanations. */
export const versionCatalog = (version: Pick<DocsVersion, 'ref'>): CatalogTopic[] =>
  buildCatalog(getVersionFacts(), getExplanations(), factsLabel(version));
