import type { ReactNode } from 'react';
import { PageBar } from '@/components/docs/page-bar';
import { DocsLayout } from '@/components/docs/docs-layout';
import { LastUpdated } from '@/components/docs/last-updated';
import prose from '@/components/mdx/prose.module.css';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import type { VersionBannerData } from '@/lib/site/version-pages';
import { LibraryExamples } from './library-examples';
import { UsedInGuides } from './used-in-guides';
import styles from './api.module.css';

/** Sidebar (the five API indexes), breadcrumbs and TOC around an API page. */
export function ApiPageShell({
  frame,
  path,
  banner = null,
  children,
}: {
  frame: ApiPageFrame;
  path: string;
  banner?: VersionBannerData | null;
  children: ReactNode;
}) {
  return (
    <DocsLayout sidebar={frame.sidebar} activeHref={frame.activeHref} toc={frame.toc} banner={banner}>
      <PageBar crumbs={frame.breadcrumbs} path={path} />
      <article className={`${prose.prose} ${styles.api}`}>
        {children}
        {frame.usedIn ? <UsedInGuides usedIn={frame.usedIn} /> : null}
        {frame.libraryExamples ? <LibraryExamples examples={frame.libraryExamples} /> : null}
      </article>
      <LastUpdated lastUpdate={frame.lastUpdate} />
    </DocsLayout>
  );
}
