'use client';

import { usePathname } from 'next/navigation';
import { NOT_FOUND_MARKER } from './not-found-marker';
import { useAfterHydration } from './use-after-hydration';

// The static 404 page (out/404.html) is rendered once, for Next's not-found route, and the host serves it
// at whatever path was asked for. Components that render from the path (the navbar's active link and its
// version, the version dropdown's label, the language link) would render differently in the browser than
// in that HTML, and React would discard the mismatching HTML (error #418) and render the page again.

/** The path Next renders the not-found page for. */
const NOT_FOUND_PATHNAME = '/_not-found';

let servedNotFound: boolean | undefined;
/** Whether the document was rendered as the not-found page (read once: it matters only while hydrating). */
function renderedAsNotFound(): boolean {
  if (typeof document === 'undefined') return false;
  servedNotFound ??= document.querySelector(`[${NOT_FOUND_MARKER}]`) !== null;
  return servedNotFound;
}

/**
 * `usePathname()`, except while the static 404 page hydrates: then the path its HTML was rendered for, and
 * the path in the address bar in the render after hydration.
 */
export function usePagePathname(): string {
  const pathname = usePathname() ?? '/';
  return useAfterHydration(() => pathname, renderedAsNotFound() ? NOT_FOUND_PATHNAME : pathname);
}
