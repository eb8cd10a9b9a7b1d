import type { ReactNode } from 'react';
import { CrashProbe } from '@/components/layout/crash-probe';
import { RegisterMobileSidebar } from '@/components/layout/mobile-sidebar-context';
import type { TocEntry } from '@/lib/content/route-data';
import type { Sidebar } from '@/lib/content/sidebars';
import type { VersionBannerData } from '@/lib/site/version-pages';
import { SidebarTree } from './sidebar-tree';
import { VersionBanner } from './version-banner';
import { MobileToc } from './mobile-toc';
import { TableOfContents } from './table-of-contents';
import styles from './docs-layout.module.css';

/** Three columns on desktop: sidebar, article, table of contents; one column under 996 px. */
export function DocsLayout({
  sidebar,
  activeHref,
  toc,
  banner = null,
  children,
}: {
  sidebar: Sidebar | null;
  activeHref: string;
  toc: readonly TocEntry[];
  /** Set on the pages of a version other than the latest. */
  banner?: VersionBannerData | null;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.layout} ${sidebar ? '' : styles.noSidebar}`}>
      {sidebar ? (
        <aside className={styles.sidebar}>
          <nav aria-label="Docs sidebar" className={styles.sidebarInner}>
            <SidebarTree items={sidebar.items} activeHref={activeHref} />
          </nav>
          <RegisterMobileSidebar items={sidebar.items} activeHref={activeHref} />
        </aside>
      ) : null}
      <main className={styles.main}>
        <CrashProbe target="page" />
        <VersionBanner banner={banner} />
        <MobileToc entries={toc} />
        {children}
      </main>
      <div className={styles.toc}>{toc.length > 0 ? <TableOfContents entries={toc} /> : null}</div>
    </div>
  );
}
