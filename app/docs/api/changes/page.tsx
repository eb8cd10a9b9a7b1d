import type { Metadata } from 'next';
import { ApiChangesIndexView } from '@/components/api/api-changes-index-view';
import { ApiPageShell } from '@/components/api/api-page-shell';
import { CHANGES_URL, changesIndexMeta, getChangesIndexPageData } from '@/lib/api/pages/changes-page';
import { pageMetadata } from '@/lib/site/metadata';

// The index of the API changes pages; this static folder takes precedence over the API catch-all.
export const metadata: Metadata = pageMetadata(changesIndexMeta);

export default function ApiChangesIndexPage() {
  const data = getChangesIndexPageData();
  return (
    <ApiPageShell frame={data.frame} path={CHANGES_URL}>
      <ApiChangesIndexView data={data} />
    </ApiPageShell>
  );
}
