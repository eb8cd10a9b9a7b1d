import { z } from 'zod';
import { ContentError } from './content-error';
import {
  CURRENT_VERSION,
  urlInVersion,
  versionFolders as foldersOf,
  versionPath,
  versionSegment,
  versionsSource,
} from '@/lib/config/docs-versions.mjs';
import { memoOnFiles } from './fresh-memo';
import { contentDir, displayPath } from './paths';
import { parseYamlSource } from './yaml-file';

// The docs versions, Docusaurus-style: `current` is the working copy (content/docs, content/sidebars.yaml,
// content/api/include) that documents the library's development branch; every release is a snapshot in
// versioned folders named after it (content/versioned_docs/version-0.7/, …). Where a version lives and
// where it is served follow from its entry (lib/config/docs-versions.mjs owns those rules).

export { CURRENT_VERSION, versionSegment };

const entrySchema = z.strictObject({
  name: z.string().regex(/^[\w.-]+$/, 'expected a version name of letters, digits, ".", "_" or "-"'),
  label: z.string().min(1),
  /** How page titles name the version (`Range Mappers | Celerity Next`); the label when absent. */
  titleLabel: z.string().min(1).optional(),
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

export interface DocsVersion extends Omit<VersionEntry, 'titleLabel'> {
  titleLabel: string;
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

/** Paths of a version, derived from its name alone (also for a version not yet in versions.yaml). */
export const versionFolders = (name: string, root: string = contentDir()) => foldersOf(name, root);

const versionsFile = () => versionsSource(contentDir()).file;

export function parseVersions(file: string, source: string, root: string = contentDir()): DocsVersion[] {
  return parseYamlSource(file, source, versionsSchema).map((entry) => ({
    ...entry,
    titleLabel: entry.titleLabel ?? entry.label,
    path: versionPath(entry),
    indexable: entry.isLast || entry.name !== CURRENT_VERSION,
    ...versionFolders(entry.name, root),
  }));
}

export const listVersions: () => DocsVersion[] = memoOnFiles(
  () => [versionsFile()],
  () => {
    const { file, text } = versionsSource(contentDir());
    return parseVersions(displayPath(file), text);
  },
);

/** The latest release, served at /docs/. */
export const latestVersion = (): DocsVersion => listVersions().find((version) => version.isLast)!;

export function getVersion(name: string): DocsVersion {
  const version = listVersions().find((candidate) => candidate.name === name);
  if (!version)
    throw new Error(
      `unknown docs version "${name}"${process.env[ONLY_VERSIONS_VARIABLE] ? ` (${ONLY_VERSIONS_VARIABLE}=${process.env[ONLY_VERSIONS_VARIABLE]})` : ''}; content/versions.yaml lists ${listVersions()
        .map((v) => v.name)
        .join(', ')}`,
    );
  return version;
}

/** The versions other than the latest, each served below its own segment (/docs/next/, /docs/0.6/). */
export const otherVersions = (): DocsVersion[] => listVersions().filter((version) => !version.isLast);

/** The environment variable that limits a build to some versions (see builtVersions). */
export const ONLY_VERSIONS_VARIABLE = 'CELERITY_ONLY_VERSIONS';

/**
 * The versions whose pages this build makes: every version, unless CELERITY_ONLY_VERSIONS names some
 * (comma-separated; the latest release is always built), like Docusaurus's `onlyIncludeVersions`. A
 * quicker build for trying a version out: the navbar still lists every version, and the link check lets
 * links into the versions left out be (prebuild's content checks have judged those against the sources).
 */
export function builtVersions(): DocsVersion[] {
  const only = process.env[ONLY_VERSIONS_VARIABLE]?.trim();
  if (!only) return listVersions();
  const names = only.split(',').map((name) => name.trim());
  const named = names.map(getVersion);
  // Next's export needs at least one page of the routes below /docs/<version>/.
  if (!named.some((version) => !version.isLast))
    throw new Error(
      `${ONLY_VERSIONS_VARIABLE}=${only}: name at least one version besides the latest release (${latestVersion().name}), which is always built; content/versions.yaml lists ${listVersions()
        .map((version) => version.name)
        .join(', ')}`,
    );
  return listVersions().filter((version) => version.isLast || named.includes(version));
}

/** The versions a build limited by CELERITY_ONLY_VERSIONS leaves out (none by default). */
export function unbuiltVersions(): DocsVersion[] {
  const built = builtVersions();
  return listVersions().filter((version) => !built.includes(version));
}

/**
 * Whether a pathname (`/docs/0.6/…`, without the base path) is a page of a version this build leaves out:
 * a test worked out once, since callers ask it of every route or link and each `listVersions()` checks that
 * versions.yaml is unchanged (the link check took 5 s instead of 1.3 s when it asked each time).
 */
export function unbuiltVersionTest(): (pathname: string) => boolean {
  const paths = unbuiltVersions().map((version) => version.path);
  return (pathname) => paths.some((prefix) => pathname.startsWith(prefix));
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
