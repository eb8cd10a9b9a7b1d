import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { DocsLayout } from '@/components/docs/docs-layout';
import prose from '@/components/mdx/prose.module.css';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import styles from './api.module.css';

/** Sidebar (the five API indexes), breadcrumbs and TOC around an API page. */
export function ApiPageShell({ frame, children }: { frame: ApiPageFrame; children: ReactNode }) {
  return (
    <DocsLayout sidebar={frame.sidebar} activeHref={frame.activeHref} toc={frame.toc}>
      <Breadcrumbs crumbs={frame.breadcrumbs} />
      <article className={`${prose.prose} ${styles.api}`}>{children}</article>
    </DocsLayout>
  );
}
