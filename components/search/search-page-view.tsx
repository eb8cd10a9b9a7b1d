'use client';

import { MAX_QUERY_LENGTH, pastedQuery } from '@/lib/search/client/message-match';
import { AppLink } from '@/components/layout/app-link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { searchPage, type SearchPageHit } from '@/lib/search/client/query-page';
import {
  chooseSearchVersion,
  latestSearchVersion,
  versionParam,
  type SearchVersion,
} from '@/lib/search/client/search-versions';
import { pasteSearchQuery } from './paste-query';
import { SearchVersionSelect } from './search-version-select';
import styles from './search-page-view.module.css';

type Results =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'error'; query: string }
  | {
      status: 'done';
      query: string;
      version: string;
      hits: SearchPageHit[];
      nbHits: number;
      nbPages: number;
      page: number;
    };

/** `/search/?q=…&version=…`; the latest version is left out of the URL. */
function searchUrl(query: string, version: SearchVersion, versions: readonly SearchVersion[]): string {
  const versionPart =
    version === latestSearchVersion(versions) ? '' : `&version=${encodeURIComponent(versionParam(version))}`;
  return `/search/?q=${encodeURIComponent(query)}${versionPart}`;
}

/**
 * The full-page search: the query lives in `?q=`, the docs version in `&version=` (the latest when
 * absent or unknown), results come from the same backend as the modal.
 */
export function SearchPageView({ versions }: { versions: readonly SearchVersion[] }) {
  const params = useSearchParams();
  const router = useRouter();
  // A log line in the address (`?q=[date time] [rank] [level] text`) is searched as its text.
  const query = pastedQuery(params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const { version, unknown } = chooseSearchVersion(versions, params.get('version'));
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const [page, setPage] = useState(0);
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    if (!query.trim()) return;
    let current = true;
    searchPage(query, page, version.name).then(
      (result) => {
        if (!current) return;
        setResults((previous) => ({
          status: 'done',
          query,
          page,
          nbHits: result.nbHits,
          nbPages: result.nbPages,
          hits:
            page > 0 &&
            previous.status === 'done' &&
            previous.query === query &&
            previous.version === version.name
              ? [...previous.hits, ...result.hits]
              : result.hits,
          version: version.name,
        }));
      },
      () => current && setResults({ status: 'error', query }),
    );
    return () => {
      current = false;
    };
  }, [query, page, retry, version.name]);

  const shown = query.trim() ? results : ({ status: 'idle' } as const);
  const stale = shown.status === 'done' && (shown.query !== query || shown.version !== version.name);
  // "Load more" moves focus to the first result it added: the button may be gone (the last page), and
  // a reader should not have to look for where the new results start.
  const list = useRef<HTMLOListElement>(null);
  const firstNew = useRef<number | null>(null);
  const shownCount = shown.status === 'done' ? shown.hits.length : 0;
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shownCount <= index) return;
    firstNew.current = null;
    list.current?.children[index]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [shownCount]);

  return (
    <main className={styles.page}>
      <h1>{query ? `Search results for “${query}”` : 'Search the documentation'}</h1>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search docs
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          placeholder="Search docs"
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          defaultValue={query}
          onPaste={(event) => pasteSearchQuery(event.nativeEvent, event.currentTarget)}
          onChange={(event) => {
            setPage(0);
            router.replace(searchUrl(event.target.value, version, versions), { scroll: false });
          }}
        />
        {versions.length > 1 ? (
          <SearchVersionSelect
            id="search-page-version"
            versions={versions}
            value={version.name}
            onChange={(name) => {
              setPage(0);
              const chosen = versions.find((candidate) => candidate.name === name) ?? version;
              router.replace(searchUrl(query, chosen, versions), { scroll: false });
            }}
          />
        ) : null}
      </form>
      {unknown !== null ? (
        <p role="alert" className={styles.notice}>
          {`There is no docs version “${unknown}”; showing results for ${version.label}.`}
        </p>
      ) : null}
      <div aria-live="polite" className={styles.status}>
        {shown.status === 'done' && !stale
          ? shown.nbHits === 0
            ? `No results for “${shown.query}”.`
            : `${shown.nbHits} result${shown.nbHits === 1 ? '' : 's'}`
          : null}
      </div>
      {shown.status === 'error' ? (
        <div role="alert" className={styles.error}>
          <p className={styles.errorTitle}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
          <button type="button" onClick={() => setRetry((value) => value + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      {shown.status === 'done' ? (
        <>
          <ol ref={list} className={styles.results} aria-busy={stale}>
            {shown.hits.map((hit) => (
              <li key={hit.url} className={styles.result}>
                <p className={styles.trail}>{hit.trail.join(' › ')}</p>
                <h2 className={styles.title}>
                  <AppLink href={hit.url} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
                </h2>
                {hit.snippetHtml ? (
                  <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: hit.snippetHtml }} />
                ) : null}
              </li>
            ))}
          </ol>
          {shown.page + 1 < shown.nbPages ? (
            <button
              type="button"
              className={styles.more}
              onClick={() => {
                firstNew.current = shown.hits.length;
                setPage(shown.page + 1);
              }}
            >
              Load more results
            </button>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
