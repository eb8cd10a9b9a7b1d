import { AppLink } from '@/components/layout/app-link';
import { NameBreaks } from '@/components/ui/name-breaks';
import type { Crumb } from '@/lib/content/route-data';
import styles from './breadcrumbs.module.css';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol>
        <li>
          <AppLink href="/" aria-label="Home page" className={styles.home}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3 11.5 12 4l9 7.5h-2.5V20h-4.5v-5.5h-4V20H5.5v-8.5z" fill="currentColor" />
            </svg>
          </AppLink>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? (
                <AppLink href={crumb.href}>
                  <NameBreaks name={crumb.label} fits={0} />
                </AppLink>
              ) : (
                <span aria-current={last ? 'page' : undefined}>
                  <NameBreaks name={crumb.label} fits={0} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
