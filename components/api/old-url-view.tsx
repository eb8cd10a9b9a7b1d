import { AppLink } from '@/components/layout/app-link';
import type { OldApiPage } from '@/lib/api/pages/old-urls';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import { siteConfig } from '@/lib/site-config';
import { ApiPageShell } from './api-page-shell';
import styles from './api.module.css';

/**
 * The page at an old API URL. A moved symbol's page sends the browser on at once (a static host has no
 * redirects; the policy <meta> leaves navigation alone) and shows the link for readers without it.
 */
export function OldUrlView({ page, frame, path }: { page: OldApiPage; frame: ApiPageFrame; path: string }) {
  return (
    <ApiPageShell frame={frame} path={path}>
      {page.type === 'moved' ? (
        <meta httpEquiv="refresh" content={`0; url=${siteConfig.basePath}${page.href}`} />
      ) : null}
      <header className={styles.header}>
        <h1>
          <code className={styles.title}>{page.name}</code>
        </h1>
      </header>
      {page.type === 'moved' ? (
        <p data-old-url="moved">
          This page has moved to <AppLink href={page.href}>{page.name}</AppLink>.
        </p>
      ) : (
        <p data-old-url="removed">
          The {page.label} <code>{page.name}</code> was removed in Celerity {page.removedIn}. Version{' '}
          {page.lastVersion}, the last that has it, documents it:{' '}
          <AppLink href={page.href}>
            {page.name} in {page.lastVersion}
          </AppLink>
          .
        </p>
      )}
    </ApiPageShell>
  );
}
