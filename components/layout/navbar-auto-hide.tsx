'use client';

import { useEffect } from 'react';

const MOBILE_QUERY = '(max-width: 995.98px)';
/** Scroll distance that counts as a direction change; smaller jitters keep the navbar as it is. */
const THRESHOLD_PX = 8;

/** Something the reader opened from the navbar must stay reachable: a dropdown, the drawer, the search modal. */
function somethingOpen(): boolean {
  return (
    document.body.classList.contains('DocSearch--active') ||
    document.querySelector('[data-navbar] [data-open], dialog[open]') !== null
  );
}

/**
 * On narrow screens the navbar slides away while scrolling down and comes back when scrolling up
 * (`siteConfig.navbar.hideOnScroll`). It sets `data-hidden` on the surrounding `[data-navbar]`, so the
 * navbar itself stays a server component.
 */
export function NavbarAutoHide() {
  useEffect(() => {
    const navbar = document.querySelector<HTMLElement>('[data-navbar]');
    if (!navbar) return;
    const mobile = window.matchMedia(MOBILE_QUERY);
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (!mobile.matches || somethingOpen() || y <= navbar.offsetHeight) {
        navbar.removeAttribute('data-hidden');
      } else if (y > lastY + THRESHOLD_PX) {
        navbar.setAttribute('data-hidden', '');
      } else if (y < lastY - THRESHOLD_PX) {
        navbar.removeAttribute('data-hidden');
      } else {
        return;
      }
      lastY = y;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Opening a dropdown or dialog while hidden (e.g. by keyboard) brings the navbar back.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      attributes: true,
      subtree: true,
      attributeFilter: ['class', 'data-open', 'open'],
    });
    window.addEventListener('scroll', schedule, { passive: true });
    mobile.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      mobile.removeEventListener('change', schedule);
      navbar.removeAttribute('data-hidden');
    };
  }, []);
  return null;
}
