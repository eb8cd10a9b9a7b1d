import { cardPath } from '@/lib/api/xref/card-path';

// Which links get a signature card, and keyboard movement between the links of one code sample.
// Runs in the browser on load, so it stays small and imports nothing heavy.

const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

export type XrefLink =
  | {
      link: HTMLAnchorElement;
      /** The card file, relative to the cards folder. */
      card: string;
    }
  | {
      link: HTMLAnchorElement;
      /** A link out: where it goes (the build writes it on the link), so its card needs no fetch. */
      source: string;
    };

/**
 * A link written as code (in a sample, a signature or inline code) to an API page, with its card, or
 * to another project's documentation, with where it goes.
 */
export function xrefLinkOf(target: EventTarget | null): XrefLink | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (!link.closest('code, pre') && !link.querySelector('code')) return null;
  const source = link.dataset.xrefSource;
  if (source) return { link, source };
  if (link.origin !== location.origin) return null;
  const path = link.pathname.startsWith(`${basePath}/`)
    ? link.pathname.slice(basePath.length)
    : link.pathname;
  const card = cardPath(path + link.hash);
  return card ? { link, card } : null;
}

/** The sample whose links are reached with the arrow keys (one tab stop per sample). */
export function linkedSampleOf(element: Element | null): HTMLElement | null {
  return element?.closest<HTMLElement>('pre[data-links]') ?? null;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => Math.min(i + 1, n - 1),
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Keyboard inside a linked sample: Enter on the sample focuses its first link; arrows, Home and End
 * move between its links. Returns whether the key was used.
 */
export function moveInSample(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const sample = linkedSampleOf(target);
  if (!sample || !target || event.altKey || event.ctrlKey || event.metaKey) return false;
  const links = [...sample.querySelectorAll<HTMLAnchorElement>('a[href]')];
  if (target === sample) {
    if (event.key !== 'Enter' || !links[0]) return false;
    links[0].focus();
    return true;
  }
  const move = MOVES[event.key];
  const index = links.indexOf(target as HTMLAnchorElement);
  if (!move || index < 0) return false;
  links[move(index, links.length)]?.focus();
  return true;
}
