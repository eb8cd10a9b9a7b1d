import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from '@/lib/content/content-error';
import { contentDir, displayPath } from '@/lib/content/paths';
import { parseYamlWithPlaces } from '@/lib/content/yaml-file';
import type { SourcePlace } from '@/lib/validation/parse-or-throw';

// Our explanations of the runtime's messages (content/messages.yaml): families of closely related
// messages, each with a topic, a title and a text in our words. A message is named by its text exactly as
// the version facts hold it, placeholders `{}` included; whitespace runs count as one space.

export const MESSAGE_TOPICS = {
  startup: 'Start-up and configuration',
  devices: 'Devices and affinity',
  buffers: 'Buffers and accesses',
  scheduling: 'Scheduling and performance',
  mpi: 'MPI and transfers',
  fatal: 'Fatal errors',
} as const;
export type MessageTopic = keyof typeof MESSAGE_TOPICS;

/** What a `report_error` message becomes under the policy the runtime sets for it. */
export const POLICY_LEVELS = ['warning', 'error', 'panic', 'not printed'] as const;

const familySchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a kebab-case id'),
  topic: z.enum(Object.keys(MESSAGE_TOPICS) as [MessageTopic, ...MessageTopic[]]),
  title: z.string().min(1),
  /** For `report_error` messages: the level the runtime's policy gives them. */
  policy: z.enum(POLICY_LEVELS).optional(),
  messages: z.array(z.string().min(1)).min(1),
  /** Paragraphs separated by blank lines; inline `code` and [text](/docs/path/) links. */
  text: z.string().min(1),
});
const fileSchema = z.array(familySchema).min(1);

export type MessageFamily = z.infer<typeof familySchema>;

export interface MessageExplanations {
  file: string;
  families: MessageFamily[];
  /** Where a family's message `[family, message]` is written. */
  locate: (family: number, message?: number) => SourcePlace;
}

/** Whitespace runs as one space: how facts and explanations name the same message. */
export const messageKey = (text: string): string => text.replace(/\s+/g, ' ').trim();

export const explanationsFilePath = (): string => path.join(contentDir(), 'messages.yaml');

export function parseExplanations(file: string, source: string): MessageExplanations {
  const { data, locate } = parseYamlWithPlaces(file, source, fileSchema);
  const at = (family: number, message?: number) =>
    locate(message === undefined ? [family, 'id'] : [family, 'messages', message]);
  const ids = new Set<string>();
  const keys = new Set<string>();
  data.forEach((family, f) => {
    if (ids.has(family.id)) fail(file, at(f), `duplicate family id "${family.id}"`);
    ids.add(family.id);
    family.messages.forEach((text, m) => {
      const key = messageKey(text);
      if (keys.has(key)) fail(file, at(f, m), `message explained twice: "${key}"`);
      keys.add(key);
    });
  });
  return { file, families: data, locate: at };
}

function fail(file: string, place: SourcePlace, detail: string): never {
  throw new ContentError(file, detail, place.line, place.column);
}

let cached: { file: string; source: string; value: MessageExplanations } | undefined;

export function getExplanations(file = explanationsFilePath()): MessageExplanations {
  const source = readFileSync(file, 'utf8');
  if (cached?.file === file && cached.source === source) return cached.value;
  cached = { file, source, value: parseExplanations(displayPath(file), source) };
  return cached.value;
}
