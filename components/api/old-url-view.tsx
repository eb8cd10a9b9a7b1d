import type { ReactNode } from 'react';
import { AppLink } from '@/components/layout/app-link';
import { NameBreaks } from '@/components/ui/name-breaks';
import type { OldApiPage } from '@/lib/api/pages/old-urls';
import type { ApiPageFrame } from '@/lib/api/pages/view-types';
import { siteConfig } from '@/lib/site-config';
import { ApiPageShell } from './api-page-shell';
import styles from './api.module.css';

type InternalPage = Extract<OldApiPage, { type: 'internal' }>;

/** What the symbol was: an internal part of the runtime, and where it lived. */
function whatItWas({ label, name, scope }: InternalPage): ReactNode {
  const symbol = (
    <>
      The {label} <code>{name}</code>
    </>
  );
  switch (scope.kind) {
    case 'detail':
      return (
        <>
          {symbol} is an internal part of the Celerity runtime, in the namespace{' '}
          <code>{scope.namespace}</code> that holds the runtime&rsquo;s implementation.
        </>
      );
    case 'sources':
      return (
        <>
          {symbol} is an internal part of the Celerity runtime, declared in the library&rsquo;s source files,
          not in a header that programs include.
        </>
      );
    case 'nested':
      return (
        <>
          {symbol} is an internal part of the Celerity runtime, a type nested in <code>{scope.parent}</code>{' '}
          for that class&rsquo;s own implementation.
        </>
      );
    case 'undocumented':
      return <>{symbol} is not in the public headers of any release this reference covers.</>;
  }
}

function InternalNote({ page }: { page: InternalPage }) {
  return (
    <div data-old-url="internal">
      <p>
        {whatItWas(page)} This reference does not document it: it is not public API and may change in any
        release.
      </p>
      <p>
        The public API is listed in the reference&rsquo;s indexes, such as{' '}
        <AppLink href={page.index.href}>{page.index.title}</AppLink>. To find where the guides mention a name,{' '}
        <AppLink href={page.search.href}>search the site for {page.search.query}</AppLink>.
      </p>
    </div>
  );
}

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
          <code className={styles.title}>
            <NameBreaks name={page.name} fits={0} />
          </code>
        </h1>
      </header>
      {page.type === 'moved' ? (
        <p data-old-url="moved">
          This page has moved to{' '}
          <AppLink href={page.href}>
            <NameBreaks name={page.name} fits={0} />
          </AppLink>
          .
        </p>
      ) : page.type === 'removed' ? (
        <p data-old-url="removed">
          The {page.label}{' '}
          <code>
            <NameBreaks name={page.name} fits={0} />
          </code>{' '}
          was removed in Celerity {page.removedIn}. Version {page.lastVersion}, the last that has it,
          documents it:{' '}
          <AppLink href={page.href}>
            <NameBreaks name={page.name} fits={0} /> in {page.lastVersion}
          </AppLink>
          .
        </p>
      ) : (
        <InternalNote page={page} />
      )}
    </ApiPageShell>
  );
}
