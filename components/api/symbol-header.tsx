import type { SymbolHeaderView } from '@/lib/api/pages/view-types';
import { DocBody } from './doc-body';
import { NameBreaks } from '@/components/ui/name-breaks';
import { HistoryBadges } from './history-badges';
import { Signature } from './signature';
import styles from './api.module.css';

/** h1 with the qualified name and kind, then the declaration, where it is declared, and the docs. */
export function SymbolHeader({
  header,
  viewed,
}: {
  header: Omit<SymbolHeaderView, 'declarationHtml' | 'doc'> &
    Partial<Pick<SymbolHeaderView, 'declarationHtml' | 'doc'>>;
  /** The docs version the page documents: what the history badges are relative to. */
  viewed: string;
}) {
  return (
    <header className={styles.header}>
      <h1>
        <code className={styles.title}>
          <NameBreaks name={header.qualifiedName} fits={0} />
        </code>{' '}
        <span className={styles.badge}>{header.kindLabel}</span>
      </h1>
      <HistoryBadges
        history={header.history}
        viewed={viewed}
        messageShown={header.doc?.deprecatedHtml !== undefined}
      />
      {header.doc?.briefHtml ? (
        <p className={styles.lead} dangerouslySetInnerHTML={{ __html: header.doc.briefHtml }} />
      ) : null}
      {header.declarationHtml ? <Signature html={header.declarationHtml} label="Declaration" /> : null}
      <p className={styles.declaredAt}>
        Declared in{' '}
        <a href={header.declaredAt.url} target="_blank" rel="noopener noreferrer">
          {/* Synopsis line numbers differ from the real header's, so only line-anchored links show one. */}
          <code>
            {header.declaredAt.url.includes('#L')
              ? `${header.declaredAt.file}:${header.declaredAt.line}`
              : header.declaredAt.file}
          </code>
        </a>
      </p>
      {header.doc ? <DocBody doc={header.doc} brief={false} /> : null}
    </header>
  );
}
