import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from './content-error';
import { urlInVersion } from '@/lib/config/docs-versions.mjs';
import { memoOnFiles } from './fresh-memo';
import { contentDir, displayPath } from './paths';
import { parseYamlSource } from './yaml-file';

// The docs versions, Docusaurus-style: `current` is the working copy (content/docs, content/sidebars.yaml,
// content/api/include) that documents the library's development branch; every release is a snapshot in
// versioned folders named after it (content/versioned_docs/version-0.7/, …). Where a version lives and
// where it is served follow from its entry, so cutting a release needs no code change.

/** The name of the working-copy version; keeping it keeps the `docs-default-current` search tag. */
export const CURRENT_VERSION = 'current';

const entrySchema = z.strictObject({
  name: z.string().regex(/^[\w.-]+$/, 'expected a version name of letters, digits, ".", "_" or "-"'),
  label: z.string().min(1),
  /** The library's git ref this version documents: a release tag or a branch. */
  ref: z.string().min(1),
  /** The C++ standard its samples are compiled with (`g++ -std=c++<n>`). */
  cppStandard: z.union([z.literal(17), z.literal(20)]),
  /** Shown on every page of the version: none for the latest release. */
  banner: z.enum(['none', 'unreleased', 'unmaintained']),
  isLast: z.boolean().default(false),
});

const versionsSchema = z
  .array(entrySchema)
  .min(1)
  .refine((versions) => versions.filter((version) => version.isLast).length === 1, {
    message: 'exactly one version must have "isLast: true"',
  })
  .refine((versions) => new Set(versions.map((version) => version.name)).size === versions.length, {
    message: 'version names must be unique',
  });

type VersionEntry = z.infer<typeof entrySchema>;

export interface DocsVersion extends VersionEntry {
  /** Where its docs are served: `/docs/` for the latest release, `/docs/next/` for current, else `/docs/<name>/`. */
  path: string;
  /** Its guides (`.mdx`), absolute. */
  docsDir: string;
  /** Its sidebars file, absolute. */
  sidebarsFile: string;
  /** Its API synopsis headers, absolute. */
  synopsisDir: string;
  /** Whether search engines index its pages: not those of unreleased docs, which change daily. */
  indexable: boolean;
}

/** The URL segment of a version that is not the latest. */
export const versionSegment = (name: string): string => (name === CURRENT_VERSION ? 'next' : name);

/** Paths of a version, derived from its name alone (also for a version not yet in versions.yaml). */
export function versionFolders(name: string, root: string = contentDir()) {
  if (name === CURRENT_VERSION)
    return {
      docsDir: path.join(root, 'docs'),
      sidebarsFile: path.join(root, 'sidebars.yaml'),
      synopsisDir: path.join(root, 'api', 'include'),
    };
  return {
    docsDir: path.join(root, 'versioned_docs', `version-${name}`),
    sidebarsFile: path.join(root, 'versioned_sidebars', `version-${name}-sidebars.yaml`),
    synopsisDir: path.join(root, 'versioned_api', `version-${name}`, 'include'),
  };
}

const versionsFile = () => path.join(contentDir(), 'versions.yaml');

export function parseVersions(file: string, source: string, root: string = contentDir()): DocsVersion[] {
  return parseYamlSource(file, source, versionsSchema).map((entry) => ({
    ...entry,
    path: entry.isLast ? '/docs/' : `/docs/${versionSegment(entry.name)}/`,
    indexable: entry.isLast || entry.name !== CURRENT_VERSION,
    ...versionFolders(entry.name, root),
  }));
}

/** Without versions.yaml (small test sites) the working copy is the only version. */
const SINGLE_VERSION = `- { name: ${CURRENT_VERSION}, label: Next, ref: master, cppStandard: 20, banner: none, isLast: true }\n`;

export const listVersions: () => DocsVersion[] = memoOnFiles(
  () => [versionsFile()],
  () =>
    parseVersions(
      displayPath(versionsFile()),
      existsSync(versionsFile()) ? readFileSync(versionsFile(), 'utf8') : SINGLE_VERSION,
    ),
);

/** The latest release, served at /docs/. */
export const latestVersion = (): DocsVersion => listVersions().find((version) => version.isLast)!;

export function getVersion(name: string): DocsVersion {
  const version = listVersions().find((candidate) => candidate.name === name);
  if (!version)
    throw new Error(
      `unknown docs version "${name}"; content/versions.yaml lists ${listVersions()
        .map((v) => v.name)
        .join(', ')}`,
    );
  return version;
}

/** The versions other than the latest, each served below its own segment (/docs/next/, /docs/0.6/). */
export const otherVersions = (): DocsVersion[] => listVersions().filter((version) => !version.isLast);

/** The version whose pages a URL belongs to (the latest for every /docs/ path no other version claims). */
export function versionOfPath(pathname: string): DocsVersion {
  return otherVersions().find((version) => pathname.startsWith(version.path)) ?? latestVersion();
}

/**
 * A version's URL segment may not be a page of the latest version (`/docs/<segment>/`): checked against
 * the latest version's guide ids and the API reference's root.
 */
export function checkVersionSegments(
  versions: readonly DocsVersion[],
  latestGuideIds: readonly string[],
): void {
  const taken = new Set(['api', ...latestGuideIds]);
  for (const version of versions) {
    if (version.isLast) continue;
    const segment = versionSegment(version.name);
    if (taken.has(segment))
      throw new ContentError(
        displayPath(versionsFile()),
        `version "${version.name}" would be served at /docs/${segment}/, which is already ${
          segment === 'api' ? 'the API reference' : `the guide content/docs/${segment}.mdx`
        }. Rename the version or the guide.`,
      );
  }
}

/** A link to `pathname` (a path of the latest version, `/docs/…`) in `version`. */
export const pathInVersion = (pathname: string, version: Pick<DocsVersion, 'path'>): string =>
  urlInVersion(pathname, version);
