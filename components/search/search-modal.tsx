'use client';

import {
  DocSearchModal,
  type DocSearchHit,
  type DocSearchTransformClient,
  type InternalDocSearchHit,
  type StoredDocSearchHit,
} from '@docsearch/react';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { AppLink } from '@/components/layout/app-link';
import { announceRouteStart } from '@/components/layout/route-start';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { toDocSearchTransformClient } from '@/lib/search/client/algolia-response';
import { searchClientConfig } from '@/lib/search/client/client-config';
import { withFailureTracking } from '@/lib/search/client/failure-tracking';
import { getLocalSearchClient } from '@/lib/search/client/local-client';
import { SearchErrorScreen } from './search-error-screen';
import './search-modal-theme.css';

const NEW_ISSUE_URL = 'https://github.com/celerity/celerity-runtime/issues/new';

/** Hosted hits carry absolute urls of the production site; the app routes by path. */
function toPath(url: string): string {
  if (!/^https?:\/\//.test(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.hash}`;
}

function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  return <AppLink href={hit.url}>{children}</AppLink>;
}

interface SearchModalProps {
  initialQuery?: string;
  onClose: () => void;
}

const transformItems = (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: toPath(item.url) }));
const missingResultsUrl = ({ query }: { query: string }) =>
  `${NEW_ISSUE_URL}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;

/**
 * The DocSearch modal (loaded on first use), on the local index unless a hosted index is configured.
 * Every prop handed to DocSearch is stable: a new `transformSearchClient` would make it rebuild its
 * autocomplete instance and lose the typed query.
 */
export default function SearchModal({ initialQuery, onClose }: SearchModalProps) {
  const router = useRouter();
  const { mode, appId, apiKey, indexName, searchParameters, indexUrl } = searchClientConfig;
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [initialScrollY] = useState(() => window.scrollY);
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient) =>
      withFailureTracking(
        mode === 'local' ? toDocSearchTransformClient(getLocalSearchClient(indexUrl)) : client,
        setFailedQuery,
      ),
    [mode, indexUrl],
  );
  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => {
        announceRouteStart(itemUrl);
        router.push(itemUrl);
      },
    }),
    [router],
  );
  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: { nbHits?: unknown } } }) => (
      <AppLink href={`/search/?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
        {`See all ${String(state.context.nbHits ?? '')} results`}
      </AppLink>
    ),
    [onClose],
  );
  return createPortal(
    <>
      <DocSearchModal
        appId={appId}
        apiKey={apiKey}
        indexName={indexName}
        placeholder="Search docs"
        searchParameters={searchParameters}
        initialScrollY={initialScrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={Hit}
        navigator={navigator}
        getMissingResultsUrl={missingResultsUrl}
        resultsFooterComponent={resultsFooter}
      />
      {failedQuery !== null ? <SearchErrorScreen /> : null}
      {mode === 'local' ? <style>{'.DocSearch-Logo{display:none}'}</style> : null}
    </>,
    document.body,
  );
}
