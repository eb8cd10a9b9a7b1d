import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { highlightToHtml } from '@/lib/mdx/highlighter.mjs';
import { contentDir } from './paths';
import { readYamlContent } from './yaml-file';

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

export async function loadHome(): Promise<HomeContent> {
  const home = readYamlContent('home.yaml', homeSchema);
  const code = readFileSync(path.join(contentDir(), home.example.file), 'utf8');
  return { ...home, exampleHtml: await highlightToHtml(code, 'cpp') };
}
