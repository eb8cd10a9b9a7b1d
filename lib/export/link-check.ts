/**
 * The last pass: every internal link and #anchor of the exported HTML, the sitemap and the RSS feed must
 * lead to a page, an asset or an id that exists (lib/content/link-check.ts judges them), and every link
 * written as code to an API page must have the signature card its hover fetches. Duplicate ids are
 * warnings; errors always fail the build, warnings only with --strict.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { CARDS_DIR, cardPath } from '@/lib/api/xref/card-path';
import { checkLinks, formatProblems, type LinkedPage, type LinkProblem } from '@/lib/content/link-check';
import { unbuiltVersionTest } from '@/lib/content/versions';
import { listFiles } from './list-files';

// The parser keeps <pre> as raw text by default, which would hide the links of code samples and signatures.
const BLOCK_TEXT = { script: true, noscript: true, style: true };

/** Code links whose card file is missing: hovering one shows "No details" and logs a 404. */
function missingCards(links: ReadonlyArray<{ url: string; href: string }>, assets: ReadonlySet<string>) {
  const problems: LinkProblem[] = [];
  const reported = new Set<string>();
  for (const { url, href } of links) {
    const card = href.startsWith('/') ? cardPath(href) : undefined;
    if (!card || assets.has(`/${CARDS_DIR}/${card}`) || reported.has(href)) continue;
    reported.add(href);
    problems.push({
      severity: 'error',
      kind: 'missing-card',
      message: `${url}: code link "${href}" has no signature card (expected ${CARDS_DIR}/${card}; lib/api/pages/cards.ts writes them)`,
    });
  }
  return problems;
}

function readExport(out: string, basePath: string) {
  const stripBase = (href: string) =>
    basePath && href.startsWith(`${basePath}/`) ? href.slice(basePath.length) : href;
  const pageUrl = (file: string) => {
    const relative = `/${path.relative(out, file).split(path.sep).join('/')}`;
    return relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative;
  };
  const files = listFiles(out);
  // A build limited to some versions (CELERITY_ONLY_VERSIONS) has no pages of the others: links into
  // them are left to the content checks.
  const inUnbuilt = unbuiltVersionTest();
  const built = (link: { href: string }) => !inUnbuilt(link.href);
  const problems: LinkProblem[] = [];
  const cardLinks: Array<{ url: string; href: string }> = [];
  const pages: LinkedPage[] = files
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const root = parse(readFileSync(file, 'utf8'), { blockTextElements: BLOCK_TEXT });
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
      const anchors = root
        .querySelectorAll('a[href]')
        .map((element) => ({ element, href: stripBase(element.getAttribute('href') ?? '') }))
        .filter(built);
      // The links components/xref gives a card: written as code, to a page of this site.
      for (const { element, href } of anchors)
        if (element.closest('code, pre') || element.querySelector('code')) cardLinks.push({ url, href });
      return { url, source: url, ids: seen, links: anchors.map(({ href }) => ({ href })) };
    });
  const xmlLinks = ['sitemap.xml', 'blog/rss.xml']
    .flatMap((name) => {
      try {
        return [readFileSync(path.join(out, name), 'utf8')];
      } catch {
        return [];
      }
    })
    .flatMap((xml) =>
      [...xml.matchAll(/<(?:loc|link)>(https?:\/\/[^<]+)<\/(?:loc|link)>/g)].map((match) => match[1] ?? ''),
    )
    .map((href) => ({ href: stripBase(new URL(href).pathname) }))
    .filter(built);
  pages.push({ url: '/sitemap.xml', source: 'sitemap.xml and feeds', ids: null, links: xmlLinks });
  const assets = new Set(files.filter((file) => !file.endsWith('.html')).map((file) => pageUrl(file)));
  problems.push(...missingCards(cardLinks, assets));
  return { pages, assets, problems };
}

/** The broken links of the export, formatted; warnings count only when `strict`. */
export function linkProblems(out: string, basePath: string, strict: boolean): string[] {
  const { pages, assets, problems } = readExport(out, basePath);
  problems.push(...checkLinks(pages, assets));
  const failing = problems.filter((problem) => strict || problem.severity === 'error');
  const warnings = problems.length - failing.length;
  if (warnings > 0) console.warn(formatProblems(problems.filter((problem) => !failing.includes(problem))));
  return failing.length > 0 ? [formatProblems(failing)] : [];
}
