import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from './content-error';
import type { DocOutline } from './doc-outline';
import { docFrontmatterSchema } from './frontmatter';
import { gitLastUpdate, type LastUpdate } from './last-update';
import { readMdxFile } from './mdx-file';
import { memoOnFiles } from './fresh-memo';
import { displayPath, isProductionBuild } from './paths';
import { latestVersion, type DocsVersion } from './versions';

export const MAIN_DOC_ID = 'README';

export interface DocPage {
  id: string;
  /** The docs version it belongs to (`current`, `0.7`, …). */
  version: string;
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
export function readDoc(absoluteFile: string, version: DocsVersion = latestVersion()): DocPage {
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
    version: version.name,
    file,
    url: id === MAIN_DOC_ID ? version.path : `${version.path}${id}/`,
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

/** The guide files of a version, sorted. */
export function docFiles(version: DocsVersion = latestVersion()): string[] {
  let names: string[];
  try {
    names = readdirSync(version.docsDir);
  } catch {
    throw new ContentError(
      displayPath(version.docsDir),
      `the docs folder of version "${version.name}" is missing. Create it with "npm run docs:version ${version.name}", or remove the version from content/versions.yaml.`,
    );
  }
  return names
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => path.join(version.docsDir, name));
}

// Turbopack's server chunks can each hold their own copy of this module (scope hoisting merges it into
// several chunks), and each copy would parse every guide of every version again: about 1.3 s of a build's
// page generation per copy. In a production build the copies share one map through the process's global
// object; elsewhere each keeps its own, so that the dev server's reloaded code is the code that runs.
const SHARED = Symbol.for('celerity.docs-by-version');
const shared = globalThis as { [SHARED]?: Map<string, () => DocPage[]> };
const docsByVersion = isProductionBuild()
  ? (shared[SHARED] ??= new Map<string, () => DocPage[]>())
  : new Map<string, () => DocPage[]>();

function allDocs(version: DocsVersion): DocPage[] {
  let memo = docsByVersion.get(version.docsDir);
  if (!memo) {
    memo = memoOnFiles(
      () => docFiles(version),
      () =>
        docFiles(version)
          .map((file) => readDoc(file, version))
          .sort((a, b) => a.id.localeCompare(b.id)),
    );
    docsByVersion.set(version.docsDir, memo);
  }
  return memo();
}

/** Every guide of a version: drafts only outside production, sorted by id. */
export function listDocs(version: DocsVersion = latestVersion()): DocPage[] {
  return allDocs(version).filter((doc) => !(doc.draft && isProductionBuild()));
}

export function getDoc(id: string, version: DocsVersion = latestVersion()): DocPage | undefined {
  return listDocs(version).find((doc) => doc.id === id);
}
