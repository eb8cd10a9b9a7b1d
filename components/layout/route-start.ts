// Route changes that start without a link click (the search modal's Enter calls router.push) announce
// themselves here, so the progress bar and the loading screen see them like a click.

const EVENT = 'celerity:route-start';

/** Tells the progress bar that a route change to `url` begins. */
export function announceRouteStart(url: string): void {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: url }));
}

/** Calls `onStart` for each announced route change that leaves the current path or query. */
export function onRouteStart(onStart: () => void): () => void {
  const listener = (event: Event) => {
    const url = new URL((event as CustomEvent<string>).detail, location.href);
    if (url.pathname !== location.pathname || url.search !== location.search) onStart();
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
