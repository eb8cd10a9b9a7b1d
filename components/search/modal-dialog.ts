'use client';

import { useLayoutEffect } from 'react';
import { trapTab } from '@/components/ui/tab-trap';

/**
 * What DocSearch's modal lacks to be a modal dialog: a dialog role and name for assistive technology,
 * the rest of the page inert while it is open, and a Tab trap that reads the focusable elements at each
 * key press. DocSearch's own trap reads them once, when it mounts, before the hits, the version select
 * and "See all" exist, and its last one is the logo the local index hides, so focus left the modal.
 * Runs again for each mounted modal (`modalKey`).
 */
export function useModalDialog(label: string, modalKey: string): void {
  useLayoutEffect(() => {
    const container = document.querySelector<HTMLElement>('.DocSearch-Container');
    const modal = container?.querySelector<HTMLElement>('.DocSearch-Modal');
    if (!container || !modal) return;
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    modal.setAttribute('aria-label', label);
    const madeInert: HTMLElement[] = [];
    for (const element of document.body.children) {
      if (!(element instanceof HTMLElement) || element === container || element.inert) continue;
      // Next's route announcer must still speak when a hit is chosen.
      if (element.matches('script, next-route-announcer')) continue;
      element.inert = true;
      madeInert.push(element);
    }
    // Not the logo the local index hides.
    const onKeyDown = (event: KeyboardEvent) =>
      trapTab(event, modal, (element) => element.getClientRects().length > 0);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      for (const element of madeInert) element.inert = false;
    };
  }, [label, modalKey]);
}
