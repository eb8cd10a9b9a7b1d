import { inlineCall } from './inline-script';

/** localStorage key of the announcement bar dismissal: JSON `{ "id": string }`. */
export const ANNOUNCEMENT_STORAGE_KEY = 'celerity.announcement.dismissed';
/** localStorage key of the reader's docs version, as Docusaurus names it (one docs plugin, "default"). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
/** Set on <html> before first paint (and by a choice): the version dropdown's label outside the docs reads it. */
export const PREFERRED_VERSION_ATTRIBUTE = 'data-preferred-version';

/** What the head script needs to know about this build. */
interface HeadScriptConfig {
  /** Id of the current announcement; a stored dismissal of any other id is dropped. */
  announcementId: string | null;
  /** The configured base path with a trailing slash: `/` or `/sub/`. */
  base: string;
  storageKey: string;
  /** The docs versions' names and where the reader's choice of one is stored (Docusaurus' key). */
  versions: string[];
  versionKey: string;
  versionAttribute: string;
}

/**
 * Runs before first paint and needs no bundle. Self-contained: it is serialised into the page (see
 * inline-script.ts), so everything it uses comes from `config` or the browser.
 * - `…/x/index.html` and `…/x.html` are replaced by `…/x/` (query and hash kept) before anything paints;
 *   static hosts serve the first directly and the second as the 404 page, and `.html` is never part of a URL;
 * - it hides an already-dismissed announcement bar (no layout shift);
 * - it marks <html> with the remembered docs version, which the version dropdown shows on pages of no
 *   version (home, blog) from the first paint;
 * - it keeps Ctrl/⌘+K pressed before the search button hydrated (`data-search-pending`), which then
 *   opens search; once the button is live (`data-search-ready`) it lets go.
 * - if the app never hydrates and the page is not where the configured base path puts it, it shows a red
 *   banner naming the configured base URL and suggesting one. Where the page should be comes from its
 *   canonical link (`<base>/<route>`), so a site built for `/` but served under `/sub/` is caught too.
 */
function runHeadScript(config: HeadScriptConfig): void {
  const root = document.documentElement;
  const path = location.pathname;
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '/');
  if (clean !== path) {
    root.style.visibility = 'hidden';
    location.replace(clean + location.search + location.hash);
    return;
  }
  try {
    const dismissed: { id?: unknown } | null = JSON.parse(localStorage.getItem(config.storageKey) || 'null');
    if (dismissed && dismissed.id === config.announcementId)
      root.setAttribute('data-announcement-dismissed', '');
    else if (dismissed) localStorage.removeItem(config.storageKey);
  } catch {
    try {
      localStorage.removeItem(config.storageKey);
    } catch {
      // Storage is off: nothing was dismissed.
    }
  }
  try {
    const version = localStorage.getItem(config.versionKey);
    if (version !== null && config.versions.indexOf(version) >= 0)
      root.setAttribute(config.versionAttribute, version);
  } catch {
    // Storage is off: the latest version is shown.
  }
  const onEarlyKey = function (event: KeyboardEvent) {
    if (root.hasAttribute('data-search-ready')) {
      window.removeEventListener('keydown', onEarlyKey);
      return;
    }
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      root.setAttribute('data-search-pending', '');
    }
  };
  window.addEventListener('keydown', onEarlyKey);
  window.addEventListener('load', function () {
    setTimeout(function () {
      if (root.hasAttribute('data-hydrated')) return;
      const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]');
      const canonicalPath = canonical ? new URL(canonical.href).pathname : null;
      // The route part of this page's canonical URL, when that URL lies under the configured base.
      const route =
        canonicalPath !== null && canonicalPath.indexOf(config.base) === 0
          ? canonicalPath.slice(config.base.length)
          : null;
      let servedBase: string;
      if (route !== null && path.slice(path.length - route.length) === route)
        servedBase = path.slice(0, path.length - route.length);
      else {
        const docs = path.indexOf('/docs/');
        servedBase = docs >= 0 ? path.slice(0, docs + 1) : path.replace(/[^/]*$/, '');
      }
      if (route !== null ? servedBase === config.base : path.indexOf(config.base) === 0) return;
      const banner = document.createElement('div');
      banner.id = 'base-url-issue-banner';
      banner.setAttribute('role', 'alert');
      banner.style.cssText =
        'position:fixed;top:0;left:0;right:0;z-index:9999;background:#b3261e;color:#fff;padding:12px 16px;font:16px/1.5 system-ui,sans-serif';
      banner.textContent =
        'The documentation site did not load properly. The base URL configuration is probably wrong: it is set to "' +
        config.base +
        '", but this page is served at "' +
        path +
        '". Try setting BASE_PATH to "' +
        servedBase +
        '".';
      document.body.prepend(banner);
    }, 1000);
  });
}

/** The head script of every page (the CSP allows it by hash: it never changes per page). */
export function headScript(options: {
  announcementId: string | null;
  basePath: string;
  versions: string[];
}): string {
  const config: HeadScriptConfig = {
    announcementId: options.announcementId,
    base: `${options.basePath}/`,
    storageKey: ANNOUNCEMENT_STORAGE_KEY,
    versions: options.versions,
    versionKey: PREFERRED_VERSION_KEY,
    versionAttribute: PREFERRED_VERSION_ATTRIBUTE,
  };
  // `<` escaped: the JSON sits inside a <script> element.
  return inlineCall(runHeadScript, JSON.stringify(config).replace(/</g, '\\u003c'));
}
