import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DocOutline } from './doc-outline';
import { readMdxFile } from './mdx-file';
import { contentDir, contentFiles, displayPath } from './paths';

const pageFrontmatterSchema = z.strictObject({ title: z.string().min(1), description: z.string().min(1) });

interface StandalonePage {
  id: string;
  file: string;
  title: string;
  description: string;
  outline: DocOutline;
}

/** Ids of the pages outside the docs: the MDX files in content/pages/. */
export function listStandalonePageIds(): string[] {
  return contentFiles('pages', '.mdx').map((file) => path.basename(file, '.mdx'));
}

/** A page outside the docs (contribute): MDX with title and description. */
export function getStandalonePage(id: string): StandalonePage {
  const absolute = path.join(contentDir(), 'pages', `${id}.mdx`);
  const file = displayPath(absolute);
  const { meta, outline } = readMdxFile(file, readFileSync(absolute, 'utf8'), pageFrontmatterSchema);
  return {
    id,
    file,
    title: meta.title,
    description: meta.description,
    outline,
  };
}
