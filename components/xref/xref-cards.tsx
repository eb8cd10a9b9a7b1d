'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import api from '@/components/api/api.module.css';
import type { CardStyles } from './signature-card';
import { linkedSampleOf, moveInSample, xrefLinkOf, type XrefLink } from './xref-links';
import styles from './signature-card.module.css';

const SignatureCard = lazy(() => import('./signature-card'));

const CARD_ID = 'signature-card';
const HINT_ID = 'code-links-hint';
const SHOW_MS = 250;
const SAMPLE_LINKS = 'pre[data-links] a[href]:not([tabindex])';
const HIDE_MS = 300;

// The card's chunk imports no CSS (all CSS loads with the layout); its class names come from here.
const cardStyles: CardStyles = { ...styles, card: `${styles.card} ${api.api}` } as CardStyles;

const inCard = (target: EventTarget | null) => target instanceof Element && !!target.closest(`#${CARD_ID}`);

/**
 * Signature cards for links to API pages written as code (samples, signatures, inline code), on every
 * page: hover, keyboard focus or a first tap shows the card of the link (a second tap follows it);
 * Escape closes it. The card (code, styles, data) loads on first use; what runs on load is this
 * listener. Keyboard: a sample is one tab stop; Enter moves into its links, arrows between them.
 */
export function XrefCards() {
  const [open, setOpen] = useState<XrefLink | null>(null);
  const current = useRef<XrefLink | null>(null);

  useEffect(() => {
    // One tab stop per sample: its links leave the tab order, also on pages reached by client navigation.
    let frame = 0;
    const demote = () =>
      document.querySelectorAll<HTMLElement>(SAMPLE_LINKS).forEach((link) => (link.tabIndex = -1));
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(demote);
    });
    demote();
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    let showTimer: number | undefined;
    let hideTimer: number | undefined;
    let tap: { link: HTMLAnchorElement | null; wasOpen: boolean } | null = null;
    const show = (next: XrefLink) => {
      window.clearTimeout(hideTimer);
      if (current.current?.link === next.link) return;
      current.current?.link.removeAttribute('aria-describedby');
      next.link.setAttribute('aria-describedby', CARD_ID);
      current.current = next;
      setOpen(next);
    };
    const hide = () => {
      window.clearTimeout(showTimer);
      current.current?.link.removeAttribute('aria-describedby');
      current.current = null;
      setOpen(null);
    };
    const later = (action: () => void, ms: number) => window.setTimeout(action, ms);
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const target = xrefLinkOf(event.target);
      if (target || inCard(event.target)) window.clearTimeout(hideTimer);
      if (target && current.current?.link !== target.link) {
        window.clearTimeout(showTimer);
        showTimer = later(() => show(target), SHOW_MS);
      }
    };
    const onPointerOut = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const from = xrefLinkOf(event.target)?.link ?? (inCard(event.target) ? event.target : null);
      const to = event.relatedTarget;
      if (!from || (to instanceof Node && (from as Node).contains(to)) || inCard(to)) return;
      if (to instanceof Node && current.current?.link.contains(to)) return;
      window.clearTimeout(showTimer);
      window.clearTimeout(hideTimer);
      hideTimer = later(hide, HIDE_MS);
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = xrefLinkOf(event.target);
      const sample = event.target instanceof HTMLElement ? linkedSampleOf(event.target) : null;
      if (sample && sample === event.target && !sample.hasAttribute('aria-describedby'))
        sample.setAttribute('aria-describedby', HINT_ID);
      // A tap focuses the link too; the tap itself decides whether the card opens.
      if (target && !tap) show(target);
      else if (!target && !inCard(event.target) && current.current) hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      tap = null;
      if (event.key === 'Escape' && current.current) {
        const { link } = current.current;
        hide();
        if (inCard(document.activeElement)) link.focus();
        return;
      }
      const sample = event.target instanceof Element ? linkedSampleOf(event.target) : null;
      if (event.key === 'Escape' && sample && event.target !== sample) {
        sample.focus();
        return;
      }
      if (moveInSample(event)) event.preventDefault();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = xrefLinkOf(event.target);
      tap =
        event.pointerType === 'touch'
          ? { link: target?.link ?? null, wasOpen: !!target && current.current?.link === target.link }
          : null;
      if (!target && !inCard(event.target) && current.current) hide();
    };
    const onClick = (event: MouseEvent) => {
      const target = xrefLinkOf(event.target);
      const touch = tap;
      tap = null;
      if (!target || !touch || touch.link !== target.link || touch.wasOpen) return;
      // First tap on a link: show its card; the second follows the link. Nothing else may see this
      // click (Next's router, the route progress bar, which would wait for a navigation that never comes).
      event.preventDefault();
      event.stopPropagation();
      show(target);
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('pointerover', onPointerOver, { signal });
    document.addEventListener('pointerout', onPointerOut, { signal });
    document.addEventListener('focusin', onFocusIn, { signal });
    document.addEventListener('keydown', onKeyDown, { signal });
    document.addEventListener('pointerdown', onPointerDown, { capture: true, signal });
    document.addEventListener('click', onClick, { capture: true, signal });
    return () => {
      hide();
      listening.abort();
    };
  }, []);

  return (
    <>
      <span id={HINT_ID} hidden>
        Press Enter to move to the links in this code, then the arrow keys to go from link to link.
      </span>
      {open ? (
        <Suspense fallback={null}>
          <SignatureCard
            id={CARD_ID}
            link={open.link}
            {...('card' in open ? { card: open.card } : { source: open.source })}
            styles={cardStyles}
          />
        </Suspense>
      ) : null}
    </>
  );
}
