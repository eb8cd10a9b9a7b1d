import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { DocOutline } from './doc-outline';
import { readMdxFile } from './mdx-file';
import { contentDir, displayPath } from './paths';

const pageFrontmatterSchema = z.strictObject({ title: z.string().min(1), description: z.string().min(1) });

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
  const { meta, outline } = readMdxFile(file, readFileSync(absolute, 'utf8'), pageFrontmatterSchema);
  return {
    id,
    file,
    title: meta.title,
    description: meta.description,
    outline,
  };
}
