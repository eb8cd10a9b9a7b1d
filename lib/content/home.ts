import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { highlightToHtml } from '@/lib/mdx/highlighter.mjs';
import { ContentError } from './content-error';
import { contentDir, displayPath } from './paths';
import { readYamlContentWithPlaces } from './yaml-file';

const link = z.strictObject({ label: z.string().min(1), href: z.string().regex(/^\/.*\/$/) });
const homeSchema = z.strictObject({
  hero: z.strictObject({
    title: z.string(),
    tagline: z.string(),
    pitch: z.string(),
    primary: link,
    secondary: link,
  }),
  example: z.strictObject({ title: z.string(), file: z.string() }),
  features: z
    .array(z.strictObject({ title: z.string(), text: z.string() }))
    .min(3)
    .max(6),
  team: z.string(),
});

export type HomeContent = z.infer<typeof homeSchema> & { exampleHtml: string };

const HOME_FILE = 'home.yaml';

/** Reads and validates content/home.yaml and the example it names; returns the example's source too. */
export function readHome(): { home: z.infer<typeof homeSchema>; exampleCode: string } {
  const { data: home, locate } = readYamlContentWithPlaces(HOME_FILE, homeSchema);
  const example = path.join(contentDir(), home.example.file);
  if (!existsSync(example)) {
    const place = locate(['example', 'file']);
    throw new ContentError(
      displayPath(path.join(contentDir(), HOME_FILE)),
      `example.file: "${home.example.file}" does not exist (expected a path relative to content/, e.g. "home/example.cpp")`,
      place.line,
      place.column,
    );
  }
  return { home, exampleCode: readFileSync(example, 'utf8') };
}

/** The C++ file the home page shows as its example. */
export function homeExampleFile(): string {
  return path.join(contentDir(), readHome().home.example.file);
}

/** How the example's code links API names: the caller (above lib/content) gives the name index. */
export type HomeCodeLinks = NonNullable<Parameters<typeof highlightToHtml>[2]>['links'];

export async function loadHome(links: HomeCodeLinks): Promise<HomeContent> {
  const { home, exampleCode } = readHome();
  return { ...home, exampleHtml: await highlightToHtml(exampleCode, 'cpp', { links }) };
}
