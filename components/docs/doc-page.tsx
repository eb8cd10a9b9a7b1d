import type { ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import type { DocRouteData } from '@/lib/content/route-data';
import prose from '@/components/mdx/prose.module.css';
import { JsonLd } from '@/components/layout/json-ld';
import { docStructuredData } from '@/lib/site/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { DocsLayout } from './docs-layout';
import { LastUpdated } from './last-updated';
import { Pagination } from './pagination';

export function DocPage({ route, Content }: { route: DocRouteData; Content: ComponentType<MDXProps> }) {
  return (
    <DocsLayout sidebar={route.sidebar} activeHref={route.doc.url} toc={route.toc}>
      <JsonLd data={docStructuredData(route.doc)} />
      <Breadcrumbs crumbs={route.breadcrumbs} />
      <article className={prose.prose}>
        <h1>{route.doc.title}</h1>
        <Content />
      </article>
      <LastUpdated lastUpdate={route.lastUpdate} />
      <Pagination previous={route.previous} next={route.next} />
    </DocsLayout>
  );
}
