import type { ComponentType } from 'react';
import type { MDXComponents, MDXProps } from 'mdx/types';
import type { DocRouteData } from '@/lib/content/route-data';
import { MdxContent } from '@/components/mdx/mdx-content';
import prose from '@/components/mdx/prose.module.css';
import { JsonLd } from '@/components/layout/json-ld';
import { docStructuredData } from '@/lib/site/structured-data';
import type { VersionBannerData } from '@/lib/site/version-pages';
import { DocsLayout } from './docs-layout';
import { LastUpdated } from './last-updated';
import { PageBar } from './page-bar';
import { Pagination } from './pagination';

/** `components` gives the body components bound to data of this page, e.g. the docs home's guide index. */
export function DocPage({
  route,
  Content,
  components,
  banner = null,
}: {
  route: DocRouteData;
  Content: ComponentType<MDXProps>;
  components?: MDXComponents;
  banner?: VersionBannerData | null;
}) {
  return (
    <DocsLayout sidebar={route.sidebar} activeHref={route.doc.url} toc={route.toc} banner={banner}>
      <JsonLd data={docStructuredData(route.doc)} />
      <PageBar crumbs={route.breadcrumbs} path={route.doc.url} />
      <article className={prose.prose}>
        <h1>{route.doc.title}</h1>
        <MdxContent Content={Content} terms={route.terms} components={components} />
      </article>
      <LastUpdated lastUpdate={route.lastUpdate} />
      <Pagination previous={route.previous} next={route.next} />
    </DocsLayout>
  );
}
