import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './content-error';
import type { DocOutline } from './doc-outline';
import { blogFrontmatterSchema } from './frontmatter';
import { readMdxFile } from './mdx-file';
import { memoOnFiles } from './fresh-memo';
import { contentFiles, displayPath, isProductionBuild } from './paths';

const POSTS_PER_PAGE = 10;

export interface BlogPost {
  /** File name without extension; the module id for loading. */
  id: string;
  slug: string;
  file: string;
  url: string;
  title: string;
  description: string;
  date: string;
  authors: string[];
  tags: string[];
  draft: boolean;
  outline: DocOutline;
  readingMinutes: number;
}

const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx$/;

export function readPost(absoluteFile: string): BlogPost {
  const file = displayPath(absoluteFile);
  const match = FILE_NAME.exec(path.basename(absoluteFile));
  if (!match) throw new ContentError(file, 'blog post file names must look like "2025-01-31-my-post.mdx"');
  const { meta, outline } = readMdxFile(file, readFileSync(absoluteFile, 'utf8'), blogFrontmatterSchema);
  const date = new Date(meta.date).toISOString();
  if (!date.startsWith(match[1] ?? '')) {
    throw new ContentError(
      file,
      `frontmatter field "date": ${date.slice(0, 10)} differs from the file name's date ${match[1]}`,
    );
  }
  const slug = match[2] ?? '';
  return {
    id: path.basename(absoluteFile, '.mdx'),
    slug,
    file,
    url: `/blog/${slug}/`,
    title: meta.title,
    description: meta.description,
    date,
    authors: meta.authors,
    tags: meta.tags,
    draft: meta.draft,
    outline,
    readingMinutes: Math.max(1, Math.round(outline.wordCount / 220)),
  };
}

export const postFiles = () => contentFiles('blog', '.mdx');

const allPosts = memoOnFiles(postFiles, () =>
  postFiles()
    .map((file) => readPost(file))
    .sort((a, b) => b.date.localeCompare(a.date)),
);

/** Posts newest first; drafts only outside production. */
export function listPosts(): BlogPost[] {
  return allPosts().filter((post) => !(post.draft && isProductionBuild()));
}

export function getPost(slug: string): BlogPost | undefined {
  return listPosts().find((post) => post.slug === slug);
}

export function listTags(): Array<{ tag: string; count: number }> {
  const counts = new Map<string, number>();
  for (const post of listPosts()) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => a.tag.localeCompare(b.tag));
}

export function blogPageCount(): number {
  return Math.max(1, Math.ceil(listPosts().length / POSTS_PER_PAGE));
}

export function postsOnPage(page: number): BlogPost[] {
  return listPosts().slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE);
}
