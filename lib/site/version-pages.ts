import { apiPagePath, listApiPages } from '@/lib/api/pages/routes';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { listDocs, MAIN_DOC_ID } from '@/lib/content/docs';
import { latestVersion, listVersions, type DocsVersion } from '@/lib/content/versions';

// Which pages each docs version has, as paths below the version's root (`''` for its docs home,
// `range-mappers/`, `api/records/<id>/`). The version dropdown keeps a reader on the same page when the
// target version has it; the banner of an older version links to the same page in the latest.

const cache = new Map<string, string[]>();

export function versionPagePaths(version: DocsVersion): string[] {
  let paths = cache.get(version.name);
  if (!paths) {
    paths = [
      ...listDocs(version)
        .filter((doc) => !doc.unlisted)
        .map((doc) => (doc.id === MAIN_DOC_ID ? '' : `${doc.id}/`)),
      ...listApiPages(getVersionApiModel(version)).map((page) => apiPagePath(page, 'api')),
    ];
    cache.set(version.name, paths);
  }
  return paths;
}

/** The same page in `target`: `pathname` (of a version's page) moved to the target's root, when it exists there. */
export function samePageIn(pathname: string, from: DocsVersion, target: DocsVersion): string | undefined {
  if (!pathname.startsWith(from.path)) return undefined;
  const relative = pathname.slice(from.path.length);
  return versionPagePaths(target).includes(relative) ? target.path + relative : undefined;
}

/** What a page of a version other than the latest says about it, with a link to the latest. */
export interface VersionBannerData {
  kind: 'unreleased' | 'unmaintained';
  label: string;
  latestLabel: string;
  /** The same page in the latest version, or its docs home. */
  latestHref: string;
}

export function versionBanner(version: DocsVersion, pathname: string): VersionBannerData | null {
  if (version.banner === 'none') return null;
  const latest = latestVersion();
  return {
    kind: version.banner,
    label: version.label,
    latestLabel: latest.label,
    latestHref: samePageIn(pathname, version, latest) ?? latest.path,
  };
}

/** The page lists the version dropdown fetches, one file per version. */
export const versionPageFiles = (): Map<string, string> =>
  new Map(
    listVersions().map((version) => [
      `${version.name}.json`,
      JSON.stringify({ path: version.path, pages: versionPagePaths(version) }),
    ]),
  );
