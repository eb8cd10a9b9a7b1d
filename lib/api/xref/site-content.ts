import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { scanCompiledMdx, scanCppFile, type ContentScan } from '@/lib/api/xref/content-scan';
import type { OlderApi } from '@/lib/api/xref/name-check';
import type { XrefIndex } from '@/lib/api/xref/xref-index.mjs';
import { listPosts } from '@/lib/content/blog';
import { compileMdxFile } from '@/lib/content/compile-mdx';
import { listDocs } from '@/lib/content/docs';
import { latestVersion, type DocsVersion } from '@/lib/content/versions';
import { blogFrontmatterSchema, docFrontmatterSchema, readFrontmatter } from '@/lib/content/frontmatter';
import { homeExampleFile } from '@/lib/content/home';
import { contentDir, displayPath } from '@/lib/content/paths';

// Every page of the site that shows C++ written by us, scanned for API names: guides, blog posts,
// standalone pages and the home page's example.

export interface ScannedContent {
  kind: 'guide' | 'blog' | 'page' | 'home';
  /** Repository-relative path, for messages. */
  file: string;
  /** The page's short title (a guide's sidebar label) and url. */
  label: string;
  url: string;
  scan: ContentScan;
  /** Frontmatter `older_api`, with the line it starts on. */
  olderApi?: OlderApi & { line: number };
}

function scanMdxFile(
  kind: ScannedContent['kind'],
  file: string,
  page: { label: string; url: string },
  index: XrefIndex,
  schema?: z.ZodType<{ older_api?: OlderApi }>,
): ScannedContent {
  const compiled = compileMdxFile(path.resolve(file));
  const { source } = compiled;
  const olderApi = schema ? readFrontmatter(file, source, schema).older_api : undefined;
  const line = source.split('\n').findIndex((text) => text.startsWith('older_api:')) + 1;
  return {
    kind,
    file,
    ...page,
    scan: scanCompiledMdx(compiled, index),
    ...(olderApi ? { olderApi: { ...olderApi, line } } : {}),
  };
}

export function scanSiteContent(index: XrefIndex, version: DocsVersion = latestVersion()): ScannedContent[] {
  const pagesDir = path.join(contentDir(), 'pages');
  const home = homeExampleFile();
  const guides = listDocs(version).map((doc) =>
    scanMdxFile('guide', doc.file, { label: doc.sidebarLabel, url: doc.url }, index, docFrontmatterSchema),
  );
  // Blog posts, pages and the home page belong to no version: they link to the latest.
  if (!version.isLast) return guides;
  return [
    ...guides,
    ...listPosts().map((post) =>
      scanMdxFile('blog', post.file, { label: post.title, url: post.url }, index, blogFrontmatterSchema),
    ),
    ...readdirSync(pagesDir)
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => {
        const id = path.basename(name, '.mdx');
        return scanMdxFile(
          'page',
          displayPath(path.join(pagesDir, name)),
          { label: id, url: `/${id}/` },
          index,
        );
      }),
    {
      kind: 'home',
      file: displayPath(home),
      label: 'Home',
      url: '/',
      scan: scanCppFile(readFileSync(home, 'utf8'), index),
    },
  ];
}
