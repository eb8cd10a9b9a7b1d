import type { Crumb } from '@/lib/content/route-data';
import { markdownTwinPath } from '@/lib/markdown/twin-path';
import { Breadcrumbs } from './breadcrumbs';
import { CopyPageButton } from './copy-page-button';
import styles from './page-bar.module.css';

/** The row above a guide or API page: breadcrumbs, and the page's Markdown (copy or open). */
export function PageBar({ crumbs, path }: { crumbs: readonly Crumb[]; path: string }) {
  return (
    <div className={styles.bar}>
      <Breadcrumbs crumbs={crumbs} />
      <CopyPageButton markdownPath={markdownTwinPath(path)} />
    </div>
  );
}
