import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { outlineMdx, type DocOutline } from './doc-outline';
import { parseFrontmatter, splitFrontmatter } from './frontmatter';
import { contentDir, displayPath } from './paths';

const pageFrontmatterSchema = z.object({ title: z.string().min(1), description: z.string().min(1) }).strict();

export interface StandalonePage {
  id: string;
  file: string;
  title: string;
  description: string;
  outline: DocOutline;
}

/** A page outside the docs (contribute, research intro): MDX with title and description. */
export function getStandalonePage(id: string): StandalonePage {
  const absolute = path.join(contentDir(), 'pages', `${id}.mdx`);
  const file = displayPath(absolute);
  const { data, body, bodyLineOffset } = splitFrontmatter(file, readFileSync(absolute, 'utf8'));
  const meta = parseFrontmatter(pageFrontmatterSchema, file, data);
  return {
    id,
    file,
    title: meta.title,
    description: meta.description,
    outline: outlineMdx(file, body, bodyLineOffset),
  };
}
