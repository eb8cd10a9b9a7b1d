// Runs after `next build`: checks that the installed Next.js and React are the versions the rewrites were
// verified with (lib/export/versions.ts), moves inline route payloads to files
// (lib/export/flight-payload.ts), removes the payload files no browser requests
// (lib/export/unrequested-payloads.ts), merges the stylesheets every page links into one
// (lib/export/merge-stylesheets.ts), marks the scripts pages start with for background compilation
// (lib/export/compile-hints.ts), puts the Content-Security-Policy into every page (lib/export/csp-meta.ts: the
// last step that changes HTML, as it hashes the inline scripts), checks the export's invariants
// (lib/export/export-invariants.ts), writes the security headers and checks every internal link and #anchor
// of the exported HTML (and the sitemap and feeds). A broken invariant or link fails the build; with
// --strict (npm test) warnings fail too.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { normaliseBasePath } from '../lib/config/base-path.mjs';
import { checkLinks, formatProblems, type LinkedPage, type LinkProblem } from '../lib/content/link-check';
import { addCompileHints, CompileHintError } from '../lib/export/compile-hints';
import { addCspMetas, CspMetaError } from '../lib/export/csp-meta';
import { installedVersions, versionMismatches } from '../lib/export/versions';
import { mergeStylesheets, MergeStylesheetsError } from '../lib/export/merge-stylesheets';
import { listContentRoutes } from '../lib/site/routes';
import { contentSecurityPolicy, headersFile, securityHeaders } from '../lib/site/security-headers';
import { removeUnrequestedPayloads, UnrequestedPayloadError } from '../lib/export/unrequested-payloads';
import { exportInvariantProblems } from '../lib/export/export-invariants';
import { externalizePayloads } from '../lib/export/externalize-payloads';
import { writeMarkdown } from './write-markdown';
import { listFiles } from '@/lib/export/list-files';

const OUT = path.resolve('out');
const strict = process.argv.includes('--strict');
const basePath = normaliseBasePath(process.env.BASE_PATH);

const stripBase = (href: string) =>
  basePath && href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href;

function pageUrl(file: string): string {
  const relative = `/${path.relative(OUT, file).split(path.sep).join('/')}`;
  return relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative;
}

function readExport(): { pages: LinkedPage[]; assets: Set<string>; problems: LinkProblem[] } {
  const files = listFiles(OUT);
  const problems: LinkProblem[] = [];
  const pages: LinkedPage[] = files
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const root = parse(readFileSync(file, 'utf8'));
      const url = pageUrl(file);
      const ids = root.querySelectorAll('[id]').map((element) => element.id);
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id))
          problems.push({
            severity: 'warning',
            kind: 'duplicate-id',
            message: `${url}: duplicate id "${id}"`,
          });
        seen.add(id);
      }
      const links = root
        .querySelectorAll('a[href]')
        .map((element) => ({ href: stripBase(element.getAttribute('href') ?? '') }));
      return { url, source: url, ids: seen, links };
    });
  const xmlLinks = ['sitemap.xml', 'blog/rss.xml']
    .flatMap((name) => {
      try {
        return [readFileSync(path.join(OUT, name), 'utf8')];
      } catch {
        return [];
      }
    })
    .flatMap((xml) =>
      [...xml.matchAll(/<(?:loc|link)>(https?:\/\/[^<]+)<\/(?:loc|link)>/g)].map((match) => match[1] ?? ''),
    )
    .map((href) => ({ href: stripBase(new URL(href).pathname) }));
  pages.push({ url: '/sitemap.xml', source: 'sitemap.xml and feeds', ids: null, links: xmlLinks });
  const assets = new Set(files.filter((file) => !file.endsWith('.html')).map((file) => pageUrl(file)));
  return { pages, assets, problems };
}

/** Runs a post-build step: its own error class is a finding about the export (printed, exit 1). */
function orExit<T>(step: () => T, expected: new (message: string) => Error): T {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof expected)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const mismatches = versionMismatches(installedVersions(process.cwd()));
if (mismatches.length > 0) {
  console.error(mismatches.join('\n'));
  process.exit(1);
}
const moved = externalizePayloads(OUT, basePath);
console.log(
  `Moved the inline route payload of ${moved.pages} pages to files (${(moved.inlineBytes / 1024 / 1024).toFixed(1)} MB of HTML; ${moved.ownFiles.length} new payload files).`,
);
const pruned = orExit(() => removeUnrequestedPayloads(OUT, listFiles(OUT)), UnrequestedPayloadError);
console.log(
  `Removed ${pruned.removed.length} payload files no browser requests (${(pruned.bytes / 1024 / 1024).toFixed(1)} MB, copies of index.txt).`,
);
const merged = orExit(() => mergeStylesheets(OUT, basePath, listFiles(OUT)), MergeStylesheetsError);
console.log(
  merged.href
    ? `Merged the ${merged.parts.length} stylesheets of ${merged.pages} pages into ${merged.href} (named in ${merged.payloads} route payloads).`
    : `Stylesheets left as they are (${merged.parts.length} per page, or pages link different lists).`,
);
const hinted = orExit(() => addCompileHints(OUT, basePath, listFiles(OUT)), CompileHintError);
console.log(`Marked the ${hinted.length} scripts pages start with for eager background compilation.`);
const policed = orExit(
  () =>
    addCspMetas(OUT, listFiles(OUT), (scriptHashes) =>
      contentSecurityPolicy({ scriptHashes, delivery: 'meta' }),
    ),
  CspMetaError,
);
console.log(
  `Put the Content-Security-Policy into ${policed.pages} pages as <meta> (at most ${policed.most.hashes} inline scripts by hash, on ${policed.most.page}).`,
);
/**
 * Pages the sitemap leaves out: Next's not-found pages, /blog/page/1/ (the same list as /blog/, which is its
 * canonical URL) and unlisted guides.
 */
const unlistedPages = [
  '/404.html',
  '/404/',
  '/_not-found/',
  '/blog/page/1/',
  ...listContentRoutes()
    .filter((route) => !route.listed)
    .map((route) => route.path),
];
const testHooks = process.env.CELERITY_TEST_HOOKS === '1';
const broken = exportInvariantProblems(OUT, {
  basePath,
  summary: moved,
  unlistedPages,
  ownPayloadAllowance: 0,
  testHooks,
});
if (broken.length > 0) {
  console.error(`The exported site breaks ${broken.length} invariant(s):\n${broken.join('\n')}`);
  process.exit(1);
}
console.log(
  `Export invariants hold for ${moved.htmlFiles} pages${testHooks ? ' (test hooks built in: not for production)' : ''}.`,
);
// The pages' policies allow exactly their inline scripts, by hash, and out/_headers allows all of them.
// They are the same few on every page; many distinct ones would mean per-page inline data is back in the HTML.
const MAX_INLINE_SCRIPTS = 40;
const { scriptHashes } = policed;
if (scriptHashes.size > MAX_INLINE_SCRIPTS) {
  console.error(
    `out/: ${scriptHashes.size} distinct inline scripts (expected at most ${MAX_INLINE_SCRIPTS}); the CSP lists each by hash, so per-page inline scripts must move to files.`,
  );
  process.exit(1);
}
writeFileSync(path.join(OUT, '_headers'), headersFile(securityHeaders({ scriptHashes: [...scriptHashes] })));
console.log(
  `The Content-Security-Policy of out/_headers allows ${scriptHashes.size} inline scripts by hash.`,
);
const markdown = writeMarkdown(OUT);
console.log(`Wrote ${markdown.twins} Markdown twins of pages, llms.txt and llms-full.txt.`);
const { pages, assets, problems } = readExport();
problems.push(...checkLinks(pages, assets));
const errors = problems.filter((problem) => problem.severity === 'error').length;
const warnings = problems.length - errors;
if (problems.length > 0) console.error(formatProblems(problems));
console.log(`Checked links of ${pages.length} pages: ${errors} error(s), ${warnings} warning(s).`);
if (errors > 0 || (strict && warnings > 0)) process.exit(1);
