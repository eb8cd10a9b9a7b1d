import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './content-error';
import type { DocOutline } from './doc-outline';
import { docFrontmatterSchema } from './frontmatter';
import { gitLastUpdate, type LastUpdate } from './last-update';
import { readMdxFile } from './mdx-file';
import { memoOnFiles } from './fresh-memo';
import { contentFiles, displayPath, isProductionBuild } from './paths';

export const MAIN_DOC_ID = 'README';

export interface DocPage {
  id: string;
  /** Repository-relative source path. */
  file: string;
  url: string;
  title: string;
  description: string;
  sidebarLabel: string;
  displayedSidebar?: string;
  draft: boolean;
  unlisted: boolean;
  /** Deliberately in no sidebar (frontmatter `outside_sidebars: true`). */
  outsideSidebars: boolean;
  outline: DocOutline;
  lastUpdate: LastUpdate | null;
}

/** Reads and validates one guide. */
export function readDoc(absoluteFile: string): DocPage {
  const file = displayPath(absoluteFile);
  const id = path.basename(absoluteFile, '.mdx');
  if (id !== MAIN_DOC_ID && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
    throw new ContentError(
      file,
      `doc file names must be kebab-case ids (e.g. "range-mappers.mdx"), got "${id}"`,
    );
  }
  const { meta, outline } = readMdxFile(file, readFileSync(absoluteFile, 'utf8'), docFrontmatterSchema);
  const fallback = meta.last_update
    ? { date: new Date(meta.last_update.date).toISOString(), author: meta.last_update.author }
    : null;
  return {
    id,
    file,
    url: id === MAIN_DOC_ID ? '/docs/' : `/docs/${id}/`,
    title: meta.title,
    description: meta.description,
    sidebarLabel: meta.sidebar_label ?? meta.title,
    displayedSidebar: meta.displayed_sidebar,
    draft: meta.draft,
    unlisted: meta.unlisted,
    outsideSidebars: meta.outside_sidebars,
    outline,
    lastUpdate: gitLastUpdate(absoluteFile) ?? fallback,
  };
}

export const docFiles = () => contentFiles('docs', '.mdx');

const allDocs = memoOnFiles(docFiles, () =>
  docFiles()
    .map((file) => readDoc(file))
    .sort((a, b) => a.id.localeCompare(b.id)),
);

/** Every guide of the build: drafts only outside production, sorted by id. */
export function listDocs(): DocPage[] {
  return allDocs().filter((doc) => !(doc.draft && isProductionBuild()));
}

export function getDoc(id: string): DocPage | undefined {
  return listDocs().find((doc) => doc.id === id);
}
