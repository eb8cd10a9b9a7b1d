import type { ReactNode } from 'react';
import { DocsLayout } from '@/components/docs/docs-layout';
import prose from '@/components/mdx/prose.module.css';
import type { TocEntry } from '@/lib/content/route-data';

/** A page without sidebar: title, prose and a table of contents. */
export function StandalonePageView({
  title,
  toc,
  children,
}: {
  title: string;
  toc: readonly TocEntry[];
  children: ReactNode;
}) {
  return (
    <DocsLayout sidebar={null} activeHref="" toc={toc}>
      <article className={prose.prose}>
        <h1>{title}</h1>
        {children}
      </article>
    </DocsLayout>
  );
}
