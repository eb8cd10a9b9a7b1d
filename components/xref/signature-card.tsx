'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SymbolCard } from '@/lib/api/pages/cards';
import { loadCard } from './card-data';

/** Class names of signature-card.module.css (and the API token colours), from the on-load chunk. */
export type CardStyles = Record<'card' | 'head' | 'kind' | 'name' | 'declaration' | 'more' | 'open', string>;

const GAP = 6;
const MARGIN = 8;

/** Below the link, or above it when there is no room below: never over the name itself. */
function place(card: HTMLElement, link: HTMLElement) {
  const rect = link.getClientRects()[0] ?? link.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = card;
  const fitsBelow = rect.bottom + GAP + height <= window.innerHeight;
  const below = fitsBelow || rect.top - GAP - height < 0;
  const top = below ? rect.bottom + GAP : rect.top - GAP - height;
  const maxLeft = document.documentElement.clientWidth - width - MARGIN;
  card.style.top = `${Math.round(top + window.scrollY)}px`;
  card.style.left = `${Math.round(Math.max(MARGIN, Math.min(rect.left, maxLeft)) + window.scrollX)}px`;
}

/**
 * The card of one link: kind, name, highlighted declaration, brief and a link to the page; for a link
 * out (`source`), the name and where the link goes, so readers know they are leaving the site.
 */
export default function SignatureCard({
  id,
  link,
  card,
  source,
  styles,
}: {
  id: string;
  link: HTMLAnchorElement;
  styles: CardStyles;
} & ({ card: string; source?: never } | { source: string; card?: never })) {
  const [data, setData] = useState<{ file: string; card: SymbolCard | null } | null>(null);
  const element = useRef<HTMLElement>(null);

  useEffect(() => {
    if (card === undefined) return;
    let live = true;
    void loadCard(card).then((loaded) => live && setData({ file: card, card: loaded }));
    return () => void (live = false);
  }, [card]);

  useLayoutEffect(() => {
    const reposition = () => element.current && place(element.current, link);
    reposition();
    window.addEventListener('resize', reposition);
    return () => window.removeEventListener('resize', reposition);
  }, [link, data]);

  const loaded = data && data.file === card ? data.card : undefined;
  return createPortal(
    // A landmark of its own: it is placed in <body>, outside the page's landmarks, next to the link.
    <aside
      id={id}
      ref={element}
      className={styles.card}
      aria-label="Signature card"
      data-testid="signature-card"
    >
      {source ? (
        <>
          <p className={styles.head}>
            <code className={styles.name}>{link.textContent}</code>
          </p>
          <p>
            Leaves this site: {source} ({link.hostname})
          </p>
          <a className={styles.open} href={link.href} target="_blank" rel="noopener noreferrer" tabIndex={-1}>
            Open in new tab
          </a>
        </>
      ) : loaded ? (
        <>
          <p className={styles.head}>
            <span className={styles.kind}>{loaded.kind}</span>{' '}
            <code className={styles.name}>{loaded.name}</code>
          </p>
          <pre className={styles.declaration}>
            <code dangerouslySetInnerHTML={{ __html: loaded.declaration }} />
          </pre>
          {loaded.more ? (
            <p className={styles.more}>
              and {loaded.more} more overload{loaded.more > 1 ? 's' : ''}
            </p>
          ) : null}
          {loaded.brief ? <p dangerouslySetInnerHTML={{ __html: loaded.brief }} /> : null}
          <a className={styles.open} href={link.href} tabIndex={-1}>
            Go to page
          </a>
        </>
      ) : (
        <p className={styles.head}>{loaded === null ? 'No details for this name.' : 'Loading…'}</p>
      )}
    </aside>,
    document.body,
  );
}
