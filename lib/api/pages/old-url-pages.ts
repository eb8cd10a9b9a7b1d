import type { IndexKind } from '@/lib/api/kinds/registry';
import { API_BASE } from '@/lib/api/kinds/url-base';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { listVersions } from '@/lib/content/versions';
import { apiFrame } from './frame';
import { resolveOldApiUrls, type OldApiPage, type VersionModel } from './old-urls';
import { readProductionUrls } from './production-urls';
import type { ApiPageFrame } from './view-types';

// The old-URL pages of the site, from every version's model and the production site's list; the
// latest version's API route serves them beside its own pages.

/**
 * Whether the build makes the pages of the production site's internal symbols: only from a library
 * checkout (CELERITY_SOURCE), as the deployed site is built. The synopses of the default build document
 * no internals, so there every `detail` URL of the production list (about 500) would get one, and the
 * build would take half again as long for pages no one reads in development.
 */
export const buildsInternalPages = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.CELERITY_SOURCE);

let cached: { models: VersionModel[]; pages: Map<string, OldApiPage> } | null = null;

function oldPagesByPath(): Map<string, OldApiPage> {
  const models = listVersions().map((version) => ({ version, model: getVersionApiModel(version) }));
  const fresh =
    cached?.models.length === models.length &&
    models.every((entry, i) => cached?.models[i]?.model === entry.model);
  if (!fresh || !cached) {
    const pages = resolveOldApiUrls(models, readProductionUrls().api).filter(
      (page) => page.type !== 'internal' || buildsInternalPages(),
    );
    cached = { models, pages: new Map(pages.map((page) => [page.segments.join('/'), page])) };
  }
  return cached.pages;
}

export const listOldApiPages = (): OldApiPage[] => [...oldPagesByPath().values()];

/** The old-URL page at /docs/api/{segments}/, if any. */
export const findOldApiPage = (segments: readonly string[]): OldApiPage | undefined =>
  oldPagesByPath().get(segments.join('/'));

export const oldApiPagePath = (page: OldApiPage): string => `${API_BASE}/${page.segments.join('/')}/`;

/** Title and description; `canonical` is the page a moved symbol's old URL stands for. */
export function oldApiPageMeta(page: OldApiPage): { title: string; description: string; canonical: string } {
  switch (page.type) {
    case 'moved':
      return {
        title: `${page.name} (moved)`,
        description: `The page of ${page.name} has moved.`,
        canonical: page.href,
      };
    case 'removed':
      return {
        title: `${page.name} (removed in ${page.removedIn})`,
        description: `${page.name} was removed in Celerity ${page.removedIn}; ${page.lastVersion} is the last version that has it.`,
        canonical: oldApiPagePath(page),
      };
    case 'internal':
      return {
        title: `${page.name} (internal)`,
        description: `${page.name} is an internal part of the Celerity runtime, not public API; this reference does not document it.`,
        canonical: oldApiPagePath(page),
      };
  }
}

/** Sidebar and breadcrumbs of the latest version's API reference, the old page's kind index active. */
export const oldApiPageFrame = (page: OldApiPage): ApiPageFrame =>
  apiFrame({ kind: page.segments[0] as IndexKind, leaf: page.name });
