// What must hold for the exported site after the passes (lib/export/passes.ts): each function here is the
// check of one pass. Each guards a way in which a change of Next.js's or React's output would otherwise break
// the site silently: an empty payload, pages the rewrite skipped, payloads that no longer match Next's own
// files, content left for an inline script to reveal, pages missing from (or missing in) the sitemap, test
// hooks in a production build, payload files the site never requests coming back, a page whose
// Content-Security-Policy would block its own scripts or come too late to cover them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { HEADER_ONLY_DIRECTIVES, scriptHash } from '@/lib/site/security-headers';
import { TEST_CRASH_STORAGE_KEY } from '@/lib/site/test-hooks';
import { isUnrequestedPayload } from './unrequested-payloads';
import { listFiles } from './list-files';

export interface ExportExpectations {
  basePath: string;
  /** Exported pages the sitemap leaves out on purpose (URL paths without the base path). */
  unlistedPages: readonly string[];
  /** Pages kept out of search engines (unreleased docs, old URLs): out of the sitemap, each marked noindex. */
  noindexPages: readonly string[];
  /** True when the build was made with CELERITY_TEST_HOOKS=1; otherwise no test hook may be in it. */
  testHooks: boolean;
}

/** `docs/x/index.html` → `/docs/x/`, `404.html` → `/404.html`. */
export function pagePath(relative: string): string {
  const url = `/${relative.split(path.sep).join('/')}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}

const NOINDEX_META = /<meta name="robots" content="noindex/;

const PAYLOAD_URL = /<script data-route-payload="([^"]+)"/;
/** What React leaves when a Suspense boundary was outlined: the content waits for an inline script. */
const PENDING_BOUNDARY = ['$RC(', '<template id="B:'];

function payloadProblem(outDir: string, basePath: string, html: string): string | null {
  const url = PAYLOAD_URL.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!url) return 'it does not load its route payload from a file';
  const file = path.join(outDir, url.slice(basePath.length));
  if (!url.startsWith(`${basePath}/`) || !existsSync(file)) return `its route payload ${url} does not exist`;
  return statSync(file).size === 0 ? `its route payload ${url} is empty` : null;
}

function sitemapPaths(outDir: string, basePath: string): Set<string> {
  const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  return new Set(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const pathname = new URL(match[1] ?? '').pathname;
      return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
    }),
  );
}

/** `type` values of a `<script>` that the browser runs (anything else is a data block). */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * What is wrong with the page's policy `<meta>`, read with an HTML parser (not the regular expressions
 * that wrote it): there must be one, in the head, before every script, and its script-src must list
 * 'self' and exactly the hashes of the page's inline scripts.
 */
function cspMetaProblem(html: string): string | null {
  const root = parse(html);
  const metas = root
    .querySelectorAll('meta')
    .filter((meta) => meta.getAttribute('http-equiv')?.toLowerCase() === 'content-security-policy');
  const meta = metas[0];
  if (!meta || metas.length > 1)
    return `it carries ${metas.length} Content-Security-Policy <meta> elements, not 1`;
  const scripts = root.querySelectorAll('script');
  if (meta.parentNode?.rawTagName?.toLowerCase() !== 'head') return 'its policy <meta> is not in <head>';
  if ((scripts[0]?.range[0] ?? Infinity) < meta.range[0]) return 'a <script> comes before its policy <meta>';
  const directives = (meta.getAttribute('content') ?? '').split(';').map((part) => part.trim().split(/\s+/));
  const headerOnly = directives.filter(([name]) => HEADER_ONLY_DIRECTIVES.includes(name ?? ''));
  if (headerOnly.length > 0) return `its policy <meta> has ${headerOnly.map(([name]) => name).join(', ')}`;
  const [, ...allowed] = directives.find(([name]) => name === 'script-src') ?? [];
  const inline = scripts
    .filter((script) => !script.hasAttribute('src'))
    .filter((script) => SCRIPT_TYPES.has((script.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((script) => scriptHash(script.rawText));
  const expected = new Set(["'self'", ...inline]);
  const missing = [...expected].filter((source) => !allowed.includes(source));
  const extra = allowed.filter((source) => !expected.has(source));
  if (missing.length === 0 && extra.length === 0) return null;
  return [
    missing.length > 0 ? `its script-src lacks ${missing.join(' ')} (of its inline scripts or 'self')` : '',
    extra.length > 0 ? `its script-src allows ${extra.join(' ')}, which is no inline script of it` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

type Report = (where: string, what: string, invariant: string) => void;

/** The export's files, relative to it, and a report that collects the problems. */
function survey(outDir: string) {
  const problems: string[] = [];
  const report: Report = (where, what, invariant) =>
    problems.push(`${where}: ${what} (invariant: ${invariant})`);
  const files = listFiles(outDir).map((file) => path.relative(outDir, file));
  const pages = files.filter((file) => file.endsWith('.html'));
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  return { problems, report, files, pages, read };
}

/** Pages whose own payload file the payload step wrote (it matched none of Next's files). */
export const OWN_PAYLOAD_FILE = /\.payload\.txt$/;

/** After the payload step: every page loads a non-empty payload file, Next's own unless allowed. */
export function payloadFileProblems(outDir: string, basePath: string, ownPayloadAllowance: number): string[] {
  const { problems, report, files, pages, read } = survey(outDir);
  for (const page of pages) {
    const payload = payloadProblem(outDir, basePath, read(page));
    if (payload) report(page, payload, "every page's route payload is a non-empty file");
  }
  const own = files.filter((file) => OWN_PAYLOAD_FILE.test(file));
  if (own.length > ownPayloadAllowance)
    for (const file of own)
      report(
        file.replace(OWN_PAYLOAD_FILE, '.html'),
        `its payload matches none of Next's payload files, so it got one of its own (allowed: ${ownPayloadAllowance})`,
        "pages load Next's own payload files",
      );
  return problems;
}

/** After the removal of the payload files no browser requests: none is left. */
export function unrequestedPayloadProblems(outDir: string): string[] {
  const { problems, report, files } = survey(outDir);
  for (const file of files.filter(isUnrequestedPayload))
    report(file, 'a payload file no browser requests is still there', 'no __next.*.txt in the export');
  return problems;
}

/** After the policy step: every page's policy <meta> comes first and allows exactly its inline scripts. */
export function cspMetaProblems(outDir: string): string[] {
  const { problems, report, pages, read } = survey(outDir);
  for (const page of pages) {
    const csp = cspMetaProblem(read(page));
    if (csp)
      report(page, csp, "every page's policy <meta> comes first and allows exactly its inline scripts");
  }
  return problems;
}

/** What holds in every mode: no content waits for an inline script, pages = sitemap + unlisted, no test hooks. */
export function siteProblems(outDir: string, expected: ExportExpectations): string[] {
  const { problems, report, files, pages, read } = survey(outDir);
  for (const page of pages) {
    const pending = PENDING_BOUNDARY.find((marker) => read(page).includes(marker));
    if (pending)
      report(page, `it contains "${pending}"`, 'no content waits for an inline script to reveal it');
  }
  const listed = sitemapPaths(outDir, expected.basePath);
  const noindex = new Set(expected.noindexPages);
  const known = new Set([...listed, ...expected.unlistedPages, ...noindex]);
  const exported = new Set(pages.map(pagePath));
  for (const page of pages) {
    const url = pagePath(page);
    const marked = NOINDEX_META.test(readFileSync(path.join(outDir, page), 'utf8'));
    if (noindex.has(url) && !marked)
      report(
        url,
        'a noindex page (unreleased docs, old URL) without robots noindex',
        'noindex pages are marked and not in the sitemap',
      );
    // Next marks its not-found pages noindex itself; those are among the unlisted pages.
    if (!noindex.has(url) && marked && !expected.unlistedPages.includes(url))
      report(
        url,
        'robots noindex on a page that should be indexed',
        'noindex pages are marked and not in the sitemap',
      );
    if (noindex.has(url) && listed.has(url))
      report(url, 'a noindex page in the sitemap', 'noindex pages are marked and not in the sitemap');
  }
  for (const url of exported)
    if (!known.has(url))
      report(
        url,
        'exported but neither in the sitemap nor a known unlisted page',
        'pages = sitemap + unlisted',
      );
  for (const url of known)
    if (!exported.has(url)) report(url, 'listed but not exported', 'pages = sitemap + unlisted');

  if (!expected.testHooks)
    for (const file of files.filter((name) => name.endsWith('.js')))
      if (read(file).includes(TEST_CRASH_STORAGE_KEY))
        report(
          file,
          `it contains the test hook key "${TEST_CRASH_STORAGE_KEY}"`,
          'no test hooks in production',
        );
  return problems;
}
