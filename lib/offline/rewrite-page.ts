// Turns an exported page into a page of the offline bundle, readable from the file system (file://):
// every site-absolute link and asset becomes relative to the page and ends in `index.html` where it
// names a directory, the Next.js runtime and everything that would request another file at load
// (scripts, preloads, the web manifest) is removed, and the bundle's own small script and stylesheet
// are added. The page's Content-Security-Policy <meta> goes too: it was made for the served page and
// allows, by hash, exactly the inline scripts dropped here. The page content itself is left exactly as
// exported: pages are complete without JavaScript.
import { withoutCspMeta } from '@/lib/export/csp-meta';

interface OfflinePage {
  /** Site path of the page: `/docs/x/` (the file is `docs/x/index.html`). */
  path: string;
  /** The configured base path (`''` or `/sub`): exported links start with it. */
  basePath: string;
  /** Pages left out of the bundle (other docs versions): links to paths below these go to the site. */
  online?: { origin: string; roots: readonly string[] };
}

/** Relative URL from the page at `from` (a directory path) to the site path `to` (with query and hash). */
export function relativeUrl(from: string, to: string): string {
  const [pathAndQuery = '', hash] = to.split('#', 2) as [string, string | undefined];
  const [target = '', query] = pathAndQuery.split('?', 2) as [string, string | undefined];
  const depth = from.split('/').filter(Boolean).length;
  const file = target.endsWith('/') ? `${target}index.html` : target;
  const relative = `${'../'.repeat(depth)}${file.replace(/^\//, '')}` || './';
  return `${relative}${query !== undefined ? `?${query}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const LOADING_LINKS =
  /<link\b[^>]*\brel="(?:preload|modulepreload|prefetch|manifest|search|preconnect|dns-prefetch)"[^>]*\/?>/g;
const URL_ATTRIBUTE = /\b(href|src)="([^"]*)"/g;

/** The HTML of `page` as it belongs in the bundle. */
export function rewritePage(html: string, page: OfflinePage): string {
  const toRoot = relativeUrl(page.path, '/').replace(/index\.html$/, '');
  const withoutRuntime = withoutCspMeta(html)
    .replace(SCRIPT, (script) => (/type="application\/ld\+json"/.test(script) ? script : ''))
    .replace(LOADING_LINKS, '');
  const relative = withoutRuntime.replace(URL_ATTRIBUTE, (whole, attribute: string, value: string) => {
    if (!value.startsWith('/') || value.startsWith('//')) return whole;
    const sitePath =
      page.basePath && value.startsWith(`${page.basePath}/`) ? value.slice(page.basePath.length) : value;
    if (page.online?.roots.some((root) => sitePath.startsWith(root)))
      return `${attribute}="${page.online.origin}${sitePath}"`;
    return `${attribute}="${relativeUrl(page.path, sitePath)}"`;
  });
  const head =
    `<link rel="stylesheet" href="${toRoot}offline/offline.css"/>` +
    `<script src="${toRoot}offline/offline.js" data-root="${toRoot}"></script>`;
  return relative.replace('</head>', `${head}</head>`);
}

/** Site-absolute `url(/…)` references of a stylesheet at `cssPath` become relative to it. */
export function rewriteStylesheet(css: string, cssPath: string, basePath: string): string {
  const dir = cssPath.replace(/[^/]*$/, '');
  return css.replace(/url\((["']?)(\/[^)"']*)\1\)/g, (whole, quote: string, value: string) => {
    if (value.startsWith('//')) return whole;
    const sitePath = basePath && value.startsWith(`${basePath}/`) ? value.slice(basePath.length) : value;
    return `url(${quote}${relativeUrl(dir, sitePath)}${quote})`;
  });
}
