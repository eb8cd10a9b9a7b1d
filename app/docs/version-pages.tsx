import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiPageView } from '@/components/api/api-page-view';
import { DocPage } from '@/components/docs/doc-page';
import { GuideIndex } from '@/components/docs/guide-index';
import { getApiPageData } from '@/lib/api/pages/page-data';
import { getRenderContext } from '@/lib/api/pages/render-context';
import { apiPageMeta, apiPagePath, apiPageSegments, findApiPage, listApiPages } from '@/lib/api/pages/routes';
import { getVersionApiModel } from '@/lib/api/kinds/url-base';
import { loadDocComponent } from '@/lib/content/doc-module';
import { MAIN_DOC_ID } from '@/lib/content/docs';
import { docsHomeGuideIndex } from '@/lib/content/guide-index';
import { getDocRouteData } from '@/lib/content/route-data';
import { guideIds } from '@/lib/content/version-routes';
import { CURRENT_VERSION, type DocsVersion } from '@/lib/content/versions';
import { apiBaseOfVersion } from '@/lib/api/kinds/url-base';
import { pageMetadata } from '@/lib/site/metadata';
import { versionBanner } from '@/lib/site/version-pages';

// The pages every docs version has, for the routes of the latest version (/docs/…) and of the others
// (/docs/<segment>/…): the docs home, a guide, and an API page. The route files only pick the version.

const mdxVersion = (version: DocsVersion) => ({
  name: version.name,
  isCurrent: version.name === CURRENT_VERSION,
});

export function docsHomeMetadata(version: DocsVersion): Metadata {
  const route = getDocRouteData(MAIN_DOC_ID, version);
  return route
    ? pageMetadata({
        title: route.doc.title,
        description: route.doc.description,
        path: version.path,
        noindex: !version.indexable,
        version,
      })
    : {};
}

export async function DocsHomePage({ version }: { version: DocsVersion }) {
  const route = getDocRouteData(MAIN_DOC_ID, version);
  if (!route) notFound();
  const guides = docsHomeGuideIndex(version);
  return (
    <DocPage
      route={route}
      Content={await loadDocComponent(mdxVersion(version), MAIN_DOC_ID)}
      components={{ GuideIndex: () => <GuideIndex sections={guides} /> }}
      banner={versionBanner(version, version.path)}
    />
  );
}

export function guideMetadata(version: DocsVersion, id: string): Metadata {
  const route = getDocRouteData(id, version);
  if (!route) return {};
  return pageMetadata({
    title: route.doc.title,
    description: route.doc.description,
    path: route.doc.url,
    noindex: !version.indexable,
    version,
  });
}

export async function GuidePage({ version, id }: { version: DocsVersion; id: string }) {
  const route = getDocRouteData(id, version);
  if (!route || !guideIds(version).includes(id)) notFound();
  return (
    <DocPage
      route={route}
      Content={await loadDocComponent(mdxVersion(version), id)}
      banner={versionBanner(version, route.doc.url)}
    />
  );
}

/** URL segments below the version's API root of every API page of the version. */
export const apiSegments = (version: DocsVersion): string[][] =>
  listApiPages(getVersionApiModel(version)).map((page) => apiPageSegments(page));

export function apiMetadata(version: DocsVersion, segments: string[]): Metadata {
  const model = getVersionApiModel(version);
  const page = findApiPage(segments, model);
  const meta = page ? apiPageMeta(page, model) : null;
  return meta ? pageMetadata({ ...meta, noindex: !version.indexable, version }) : {};
}

export async function ApiPage({ version, segments }: { version: DocsVersion; segments: string[] }) {
  const model = getVersionApiModel(version);
  const page = findApiPage(segments, model);
  if (!page) notFound();
  const data = await getApiPageData(page, getRenderContext(model));
  if (!data) notFound();
  const path = apiPagePath(page, apiBaseOfVersion(version));
  return <ApiPageView page={data} path={path} banner={versionBanner(version, path)} />;
}
