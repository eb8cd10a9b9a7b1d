/** One page as the link checker sees it: its url, the ids on it, and the links it contains. */
export interface LinkedPage {
  url: string;
  /** Where the page comes from, for messages (a source file or an exported HTML file). */
  source: string;
  /** Ids on the page, or null when they are not known (anchors into it are then not checked). */
  ids: ReadonlySet<string> | null;
  links: ReadonlyArray<{ href: string; line?: number }>;
}

export interface LinkProblem {
  severity: 'error' | 'warning';
  kind: 'broken-link' | 'broken-anchor' | 'duplicate-route' | 'duplicate-id' | 'missing-card';
  message: string;
}

const IGNORED = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Normalises an internal href against the page it is on; null for external or non-page links. */
export function resolveHref(href: string, pageUrl: string): { path: string; hash: string } | null {
  if (!href || IGNORED.test(href)) return null;
  const url = new URL(href, `http://site${pageUrl}`);
  return { path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) };
}

/**
 * Checks every internal link and anchor. Broken links and broken anchors are errors (an anchor that
 * lands at the top of the page is as broken for the reader as a 404); duplicate routes are warnings,
 * and the caller decides whether warnings fail.
 * `assets` are non-page paths that exist (files in out/ or public/).
 */
export function checkLinks(
  pages: readonly LinkedPage[],
  assets: ReadonlySet<string> = new Set(),
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const byUrl = new Map<string, LinkedPage>();
  for (const page of pages) {
    const existing = byUrl.get(page.url);
    if (existing) {
      problems.push({
        severity: 'warning',
        kind: 'duplicate-route',
        message: `duplicate route ${page.url}: ${existing.source} and ${page.source}`,
      });
    }
    byUrl.set(page.url, page);
  }
  for (const page of pages) {
    for (const link of page.links) {
      const target = resolveHref(link.href, page.url);
      if (!target) continue;
      const where = `${page.source}${link.line ? `:${link.line}` : ''}`;
      const targetPage = byUrl.get(target.path);
      if (!targetPage) {
        if (assets.has(target.path)) continue;
        const hint =
          !target.path.endsWith('/') && byUrl.has(`${target.path}/`)
            ? ` (did you mean "${target.path}/"?)`
            : '';
        problems.push({
          severity: 'error',
          kind: 'broken-link',
          message: `${where}: broken link "${link.href}"${hint}`,
        });
        continue;
      }
      if (target.hash && targetPage.ids && !targetPage.ids.has(target.hash)) {
        problems.push({
          severity: 'error',
          kind: 'broken-anchor',
          message: `${where}: broken anchor "${link.href}": ${target.path} has no element with id "${target.hash}"`,
        });
      }
    }
  }
  return problems;
}

export function formatProblems(problems: readonly LinkProblem[]): string {
  return problems.map((problem) => `[${problem.severity}] ${problem.message}`).join('\n');
}
