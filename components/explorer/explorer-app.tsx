'use client';

import { useCallback, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { buildModel } from '@/lib/explorer/ui-model';
import { stateForApi, type ExplorerApi } from '@/lib/explorer/ui-api';
import { explorerSample } from '@/lib/explorer/ui-sample';
import { type ExplorerState } from '@/lib/explorer/ui-state';
import { explorerQuery, searchWithState, stateFromUrl } from '@/lib/explorer/ui-url';
import { type CodeLinkTarget } from '@/lib/explorer/ui-sample-vocabulary';
import { ExplorerCode } from './explorer-code';
import { ExplorerControls } from './explorer-controls';
import { ExplorerView } from './explorer-view';

const noSubscription = () => () => {};
/** How long the URL waits for the controls to settle. Each history.replaceState is a same-document
 * navigation (Chromium even requests the favicon again) and browsers throttle frequent calls, so a held
 * arrow key or a typed number writes the URL once, after the picture has been drawn. */
const URL_DELAY_MS = 250;
const currentSearch = () => window.location.search;
const noSearch = () => '';
const inBrowser = () => true;
const onServer = () => false;

function linkedState(uid: string, search: string): { state?: ExplorerState; error?: string } {
  try {
    return { state: stateFromUrl(uid, search) };
  } catch (error) {
    return {
      error: `This link's explorer state is not valid (${(error as Error).message}); showing the preset.`,
    };
  }
}

/**
 * The interactive explorer. The server renders it with the preset's state, so the page shows the same
 * picture and tables before this script loads; a URL naming this explorer replaces the preset after
 * hydration, and each change is written back to the URL so that the state is a link.
 */
export interface ExplorerProps {
  uid: string;
  initial: ExplorerState;
  api: ExplorerApi;
  /** Names of the code → their pages, resolved at build time (explorer-links.ts). */
  links: Readonly<Record<string, CodeLinkTarget>>;
}

export function ExplorerApp({ uid, initial, api, links }: ExplorerProps) {
  // The server knows no query string; after hydration a query naming this explorer replaces the preset.
  const search = useSyncExternalStore(noSubscription, currentSearch, noSearch);
  // `data-live` once hydrated: the server HTML looks the same but does not answer until the code is in.
  const live = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const [edited, setEdited] = useState<ExplorerState | null>(null);
  // Once the reader has changed something, the query holds what this explorer wrote there itself: it is
  // not read again, so that a change neither parses the URL nor gives the callbacks below new identities.
  const pristine = edited === null;
  const linked = useMemo(() => (pristine ? linkedState(uid, search) : {}), [uid, search, pristine]);
  // A link may name what this page's API lacks (a neighborhood shape before v0.7.0).
  const shown = edited ?? linked.state ?? initial;
  const state = useMemo(() => stateForApi(shown, api), [shown, api]);
  const linkError = linked.error;

  // Each change merges into the latest state, so two changes before a render both count.
  const update = useCallback(
    (change: Partial<ExplorerState>) =>
      setEdited((prev) => ({ ...stateForApi(prev ?? linked.state ?? initial, api), ...change })),
    [linked.state, initial, api],
  );
  const select = useCallback((chunk: number) => update({ chunk }), [update]);
  useEffect(() => {
    if (!edited) return;
    const timer = setTimeout(() => {
      const search = searchWithState(window.location.search, uid, state);
      window.history.replaceState(window.history.state, '', search + window.location.hash);
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edited, state, uid]);
  const model = useMemo(() => buildModel(state), [state]);
  // The code sits below the pictures and tables: React writes it after they have been drawn.
  const codeState = useDeferredValue(state);
  const sample = useMemo(() => explorerSample(codeState, api), [codeState, api]);

  return (
    <section
      className="xp"
      id={uid}
      aria-label={`Split and range-mapper explorer (${uid.replace(/^explorer-/, '')})`}
      data-testid="explorer"
      data-live={live || undefined}
    >
      {linkError && <p className="xp-problem">{linkError}</p>}
      <ExplorerControls state={state} api={api} update={update} />
      <ExplorerView model={model} uid={uid} onSelect={select} />
      <p className="xp-heading">The code for this state</p>
      <ExplorerCode code={sample} links={links} />
      <p>
        <a href={`${explorerQuery(uid, state)}#${uid}`}>Link to this state</a>
      </p>
    </section>
  );
}
