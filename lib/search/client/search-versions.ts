/**
 * Which docs version a search covers. As Docusaurus tags pages, records of guides and API pages carry
 * only the tag of their version (`docs-default-<name>`), blog posts and standalone pages only `default`,
 * so the facet filter `default OR docs-default-<name>` finds one version's pages plus the version-less
 * ones, on a hosted index that holds every version as on the local one. Browser code: the version list
 * arrives as props from the layout.
 */

/** Docusaurus names the docs plugin; the site has one docs instance, with the default id. */
const DOCS_PLUGIN_ID = 'default';

export interface SearchVersion {
  name: string;
  label: string;
  /** Where the version's docs are served: `/docs/` for the latest release, `/docs/next/`, `/docs/0.6/`. */
  path: string;
}

/** The tag of every guide and API record of a version, e.g. `docs-default-0.6`. */
export const versionSearchTag = (name: string): string => `docs-${DOCS_PLUGIN_ID}-${name}`;

/**
 * The tags of a record: its version's for guides and API pages, `default` for the rest. A versioned
 * record must not also carry `default`, or every version's filter would accept it.
 */
export const searchTagsFor = (versionName?: string): string[] =>
  versionName === undefined ? [DOCS_PLUGIN_ID] : [versionSearchTag(versionName)];

/** The `searchParameters` sent with every query of a version, in both modes. */
export function searchParametersFor(versionName: string) {
  return {
    facetFilters: [
      'language:en',
      [`docusaurus_tag:${DOCS_PLUGIN_ID}`, `docusaurus_tag:${versionSearchTag(versionName)}`],
    ],
  };
}

/** The latest release: the version served at `/docs/`. */
export function latestSearchVersion<V extends SearchVersion>(versions: readonly V[]): V {
  const latest = versions.find((version) => version.path === '/docs/') ?? versions[0];
  if (!latest) throw new Error('Search needs at least one docs version; the layout passed none');
  return latest;
}

/** What a version is called in `/search/?version=`: its URL segment (`next`, `0.6`), or its name. */
export function versionParam(version: SearchVersion): string {
  return version.path.split('/').filter(Boolean)[1] ?? version.name;
}

/**
 * The version a page searches: the one whose docs the page belongs to (longest matching root), the
 * latest release on every other page (home, blog, API-less pages).
 */
export function searchVersionOfPath<V extends SearchVersion>(versions: readonly V[], pathname: string): V {
  const own = [...versions]
    .filter((version) => version.path !== '/docs/')
    .sort((a, b) => b.path.length - a.path.length)
    .find((version) => pathname.startsWith(version.path));
  return own ?? latestSearchVersion(versions);
}

export type VersionChoice<V> = { version: V; unknown: string | null };

/**
 * The version `/search/?version=` asks for, by URL segment or name (`next`, `current`, `0.6`). Missing:
 * the latest. Unknown: the latest, and `unknown` holds what was asked so the page can say so.
 */
export function chooseSearchVersion<V extends SearchVersion>(
  versions: readonly V[],
  requested: string | null,
): VersionChoice<V> {
  const latest = latestSearchVersion(versions);
  const wanted = requested?.trim() ?? '';
  if (!wanted) return { version: latest, unknown: null };
  const match = versions.find((version) => versionParam(version) === wanted || version.name === wanted);
  return match ? { version: match, unknown: null } : { version: latest, unknown: wanted };
}
