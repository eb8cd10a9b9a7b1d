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
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { hierarchyWithNameBreaks } from '@/lib/html/name-pieces';
import { toDocSearchTransformClient } from '@/lib/search/client/algolia-response';
import { searchClientConfig, versionIndexUrl } from '@/lib/search/client/client-config';
import { withFailureTracking } from '@/lib/search/client/failure-tracking';
import { docSearchParameters } from '@/lib/search/client/hosted-config';
import { getLocalSearchClient } from '@/lib/search/client/local-client';
import { latestSearchVersion, versionParam, type SearchVersion } from '@/lib/search/client/search-versions';
import { repairStoredSearches } from '@/lib/search/client/stored-searches';
import { pasteSearchQuery } from './paste-query';
import { useModalDialog } from './modal-dialog';
import { SearchErrorScreen } from './search-error-screen';
import { SearchVersionSelect } from './search-version-select';
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
  versions: readonly SearchVersion[];
  /** The version of the page the modal was opened on. */
  initialVersion: string;
}

/** Hits with site paths, and titles (DocSearch shows their `_snippetResult` as HTML) that wrap at the
 * seams of long names on a phone. */
const transformItems = (items: DocSearchHit[]) =>
  items.map((item) => ({
    ...item,
    url: toPath(item.url),
    ...(item._snippetResult?.hierarchy
      ? {
          _snippetResult: {
            ...item._snippetResult,
            hierarchy: hierarchyWithNameBreaks(item._snippetResult.hierarchy),
          },
        }
      : {}),
  }));
const missingResultsUrl = ({ query }: { query: string }) =>
  `${NEW_ISSUE_URL}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;

/**
 * The element below DocSearch's search bar that holds the version select. DocSearch owns that DOM, so
 * the element is ours and is put back after each (re)mounted modal's search bar.
 */
function useVersionSlot(modalKey: string): HTMLElement {
  const [slot] = useState(() => {
    const element = document.createElement('div');
    element.className = 'search-version-bar';
    return element;
  });
  useLayoutEffect(() => {
    document.querySelector('.DocSearch-Modal > .DocSearch-SearchBar')?.after(slot);
    return () => slot.remove();
  }, [slot, modalKey]);
  return slot;
}

/**
 * The DocSearch modal (loaded on first use), on the local index unless a hosted index is configured,
 * searching one docs version: that of the page, or the one chosen in the select under the search bar.
 * Every prop handed to DocSearch is stable: a new `transformSearchClient` or `searchParameters` makes it
 * rebuild its autocomplete instance and lose the typed query, so choosing another version mounts a new
 * modal, keyed by the version, that starts from the typed query.
 */
export default function SearchModal({ initialQuery, onClose, versions, initialVersion }: SearchModalProps) {
  const router = useRouter();
  const { mode, appId, apiKey, indexName } = searchClientConfig;
  // Each time the modal opens, before DocSearch mounts and reads them (here, not in the navbar's button,
  // so that the search configuration stays out of every page's first load).
  useState(() => repairStoredSearches(localStorage, indexName));
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const [initialScrollY] = useState(() => window.scrollY);
  const [search, setSearch] = useState({ version: initialVersion, query: initialQuery });
  const select = useRef<HTMLSelectElement>(null);
  const slot = useVersionSlot(search.version);
  useModalDialog('Search docs', search.version);
  const searchParameters = useMemo(() => docSearchParameters(search.version), [search.version]);
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient) =>
      withFailureTracking(
        mode === 'local'
          ? toDocSearchTransformClient(getLocalSearchClient(versionIndexUrl(search.version)))
          : client,
        setFailedQuery,
      ),
    [mode, search.version],
  );
  // The new modal focuses its input; whoever just chose a version stays on the select.
  const refocusSelect = useRef(false);
  const chooseVersion = useCallback((version: string) => {
    const typed = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value;
    refocusSelect.current = true;
    setFailedQuery(null);
    setSearch({ version, query: typed || undefined });
  }, []);
  // DocSearch owns its input: its pastes are caught on the way down.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (event.target instanceof HTMLInputElement && event.target.classList.contains('DocSearch-Input'))
        pasteSearchQuery(event, event.target);
    };
    document.addEventListener('paste', onPaste, true);
    return () => document.removeEventListener('paste', onPaste, true);
  }, []);
  useEffect(() => {
    if (!refocusSelect.current || !select.current) return;
    refocusSelect.current = false;
    select.current.focus();
  }, [search.version]);
  const navigator = useMemo(
    () => ({
      navigate: ({ itemUrl }: { itemUrl: string }) => {
        announceRouteStart(itemUrl);
        router.push(itemUrl);
      },
    }),
    [router],
  );
  const versionQuery = useMemo(() => {
    const version = versions.find((candidate) => candidate.name === search.version);
    return version && version !== latestSearchVersion(versions)
      ? `&version=${encodeURIComponent(versionParam(version))}`
      : '';
  }, [versions, search.version]);
  const resultsFooter = useCallback(
    ({ state }: { state: { query: string; context: { nbHits?: unknown } } }) => (
      <AppLink href={`/search/?q=${encodeURIComponent(state.query)}${versionQuery}`} onClick={onClose}>
        {`See all ${String(state.context.nbHits ?? '')} results`}
      </AppLink>
    ),
    [onClose, versionQuery],
  );
  return createPortal(
    <>
      <DocSearchModal
        key={search.version}
        appId={appId}
        apiKey={apiKey}
        indexName={indexName}
        placeholder="Search docs"
        searchParameters={searchParameters}
        initialScrollY={initialScrollY}
        initialQuery={search.query}
        onClose={onClose}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={Hit}
        navigator={navigator}
        getMissingResultsUrl={missingResultsUrl}
        resultsFooterComponent={resultsFooter}
      />
      {versions.length > 1
        ? createPortal(
            <SearchVersionSelect
              ref={select}
              id="search-modal-version"
              versions={versions}
              value={search.version}
              onChange={chooseVersion}
            />,
            slot,
          )
        : null}
      {failedQuery !== null ? <SearchErrorScreen /> : null}
      {mode === 'local' ? <style>{'.DocSearch-Logo{display:none}'}</style> : null}
    </>,
    document.body,
  );
}
