// `npm run fixtures:export`: copies a few pages of a fresh `next build` (before the passes of
// lib/export/passes.ts rewrite them): the 404 page, the smallest guide and the smallest API detail page, with
// all their payload files, the stylesheets and scripts they link, into tests/unit/site/fixtures/export, so the
// contract tests of the passes read what Next.js and React really write, not hand-made imitations. Run it
// after an upgrade of next or react-dom (see lib/export/versions.ts). `tsx scripts/capture-export-fixture.ts
// [dir]` reads another export than out/.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installedVersions } from '../lib/export/versions';
import { isExternalized, readInlinePayload } from '../lib/export/flight-payload';
import { pagePath } from '@/lib/export/export-invariants';
import { payloadDigest, payloadFilesByDigest } from '@/lib/export/externalize-payloads';
import { listFiles } from '@/lib/export/list-files';

const OUT = path.resolve(process.argv[2] ?? 'out');
const FIXTURE = path.resolve('tests/unit/site/fixtures/export');
const NOT_FOUND = '404.html';

const relative = (file: string) => path.relative(OUT, file);
const files = listFiles(OUT);
if (isExternalized(readFileSync(path.join(OUT, NOT_FOUND), 'utf8'))) {
  console.error('out/ has been rewritten by the post-build step already; run `next build` first.');
  process.exit(1);
}
// Pages a reader reaches: the sitemap's. An old URL's page (a redirect stub, noindex and unlisted) matches the
// same path patterns and is smaller than any real page.
const listed = new Set(
  [
    ...readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8').matchAll(
      /<loc>https?:\/\/[^/<]+\/([^<]*)<\/loc>/g,
    ),
  ].map((match) => path.join(OUT, match[1] ?? '', 'index.html')),
);

/** The smallest listed page whose path matches (a small file that still has every part of the site's shell). */
function smallest(pattern: RegExp, what: string): string {
  const page = files
    .filter((file) => pattern.test(file) && listed.has(file))
    .sort((a, b) => statSync(a).size - statSync(b).size || a.localeCompare(b))[0];
  if (!page) throw new Error(`${OUT}: no ${what} found.`);
  return page;
}
const apiPage = smallest(/\/docs\/api\/[a-z]+\/[^/]+\/index\.html$/, 'API detail page');
const guidePage = smallest(/\/docs\/(?!api\/)[^/]+\/index\.html$/, 'guide page');
const pages = [path.join(OUT, NOT_FOUND), guidePage, apiPage];

const payloadFiles = payloadFilesByDigest(files);

/** The payload file Next wrote with the same text as the page's inline payload. */
function payloadFile(page: string): string {
  const payload = readInlinePayload(readFileSync(page, 'utf8'), relative(page));
  const match = payloadFiles.get(payloadDigest(payload));
  if (!match) throw new Error(`${relative(page)}: no payload file of Next's has the page's inline payload.`);
  return match;
}

rmSync(FIXTURE, { recursive: true, force: true });
const copy = (file: string) => {
  const target = path.join(FIXTURE, relative(file));
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file, target);
};
// Every payload file Next wrote beside the page's own (index.txt, __next.*.txt): the post-build step
// removes some of them, and its tests need Next's real set.
const payloadSiblings = (file: string) =>
  readdirSync(path.dirname(file))
    .filter((name) => name.endsWith('.txt'))
    .map((name) => path.join(path.dirname(file), name));
/** The stylesheets and scripts a page links, as files of the export. */
const linkedAssets = (page: string) =>
  [
    ...readFileSync(page, 'utf8').matchAll(/<(?:link rel="stylesheet" href|script src)="(\/_next\/[^"]+)"/g),
  ].map((match) => path.join(OUT, match[1] ?? ''));
/**
 * Scripts are kept to their first bytes: the passes treat them as opaque text (a compile hint goes before
 * the first line), and the whole framework would be most of the fixture. Stylesheets are kept whole (they
 * are merged).
 */
const SCRIPT_HEAD = 2048;
const copyAsset = (file: string) => {
  if (!file.endsWith('.js')) return copy(file);
  const text = readFileSync(file, 'utf8');
  const target = path.join(FIXTURE, relative(file));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(
    target,
    `${text.slice(0, SCRIPT_HEAD)}\n/* captured: the first ${SCRIPT_HEAD} of ${text.length} characters */\n`,
  );
};
for (const page of pages) {
  copy(page);
  payloadSiblings(payloadFile(page)).forEach(copy);
  linkedAssets(page).forEach(copyAsset);
}
copy(path.join(OUT, 'robots.txt'));
// The sitemap, cut down to the captured pages.
const kept = new Set(pages.map((page) => pagePath(relative(page))));
const sitemap = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8').replace(
  /<url>\s*<loc>([^<]+)<\/loc>[\s\S]*?<\/url>\s*/g,
  (entry, loc: string) => (kept.has(new URL(loc).pathname) ? entry : ''),
);
writeFileSync(path.join(FIXTURE, 'sitemap.xml'), sitemap);
writeFileSync(
  path.join(FIXTURE, 'captured-with.json'),
  `${JSON.stringify({ versions: installedVersions(process.cwd()), pages: [...kept] }, null, 2)}\n`,
);
console.log(`Captured ${[...kept].join(', ')} into ${path.relative(process.cwd(), FIXTURE)}.`);
