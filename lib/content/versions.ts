import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { memoOnFiles } from './fresh-memo';
import { contentDir, displayPath } from './paths';
import { parseYamlSource } from './yaml-file';

const versionsSchema = z
  .array(
    z.strictObject({
      name: z.string().regex(/^[\w.-]+$/),
      label: z.string().min(1),
      path: z.string().regex(/^\/docs\/([\w.-]+\/)?$/, 'expected "/docs/" or "/docs/<version>/"'),
      isLast: z.boolean(),
    }),
  )
  .min(1)
  .refine((versions) => versions.filter((version) => version.isLast).length === 1, {
    message: 'exactly one version must have "isLast: true"',
  });

type DocsVersion = z.infer<typeof versionsSchema>[number];

const versionsFile = () => path.join(contentDir(), 'versions.yaml');

export function parseVersions(file: string, source: string): DocsVersion[] {
  return parseYamlSource(file, source, versionsSchema);
}

export const listVersions: () => DocsVersion[] = memoOnFiles(
  () => [versionsFile()],
  () => parseVersions(displayPath(versionsFile()), readFileSync(versionsFile(), 'utf8')),
);
