import { AppLink } from '@/components/layout/app-link';
import type { HistoryRef } from '@/lib/api/history/badges';
import { historyBadges } from '@/lib/api/history/badges';
import api from './api.module.css';
import styles from './history-badges.module.css';

/**
 * Since when a symbol or row exists, and whether it is deprecated, changed or (seen from an older
 * version) removed, as the history says for the version being viewed. Text badges: the colour only
 * repeats what the words say.
 */
export function HistoryBadges({
  history,
  viewed,
  messageShown = false,
  changedIn,
}: {
  history: HistoryRef | undefined;
  /** Label of the docs version the page documents, e.g. `0.7`. */
  viewed: string;
  /** The page shows the deprecation message already (the doc comment's "Deprecated" callout). */
  messageShown?: boolean;
  /** On a listing page: "changed in" links to the changes page (by version label) instead of a disclosure. */
  changedIn?: Record<string, string>;
}) {
  const view = history ? historyBadges(history, viewed) : null;
  if (!view) return null;
  const changedHref = view.changed ? changedIn?.[view.changed.version] : undefined;
  return (
    <div className={styles.history}>
      <span className={api.badge}>{view.since}</span>
      {view.deprecated ? (
        <span className={`${api.badge} ${styles.deprecated}`}>deprecated in {view.deprecated.version}</span>
      ) : null}
      {view.deprecated && !messageShown ? (
        <span className={styles.message}>{view.deprecated.message}</span>
      ) : null}
      {view.removed ? (
        <span className={`${api.badge} ${styles.removed}`}>removed in {view.removed.version}</span>
      ) : null}
      {view.changed && changedHref ? (
        <AppLink className={api.badge} href={changedHref}>
          {`changed in ${view.changed.version}`}
        </AppLink>
      ) : view.changed ? (
        <details className={styles.changed}>
          <summary className={api.badge}>changed in {view.changed.version}</summary>
          <p>Before {view.changed.version}:</p>
          <pre tabIndex={0}>
            <code>{view.changed.before}</code>
          </pre>
          <p>Since {view.changed.version}:</p>
          <pre tabIndex={0}>
            <code>{view.changed.after}</code>
          </pre>
        </details>
      ) : null}
    </div>
  );
}
