/**
 * Everything that runs after `next build`, in order. scripts/postbuild.ts runs this list and nothing else;
 * docs/export-passes.md describes it. The first six rewrite Next's output and name the
 * versions they were verified with; the rest read standard HTML and our own files and run in every mode.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LLMS_FILES } from '@/lib/markdown/llms-files';
import { markdownTwinProblems, writeMarkdown } from './markdown-twins';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  securityHeaders,
} from '@/lib/site/security-headers';
import { addCompileHints, compileHintProblems } from './compile-hints';
import { addCspMetas } from './csp-meta';
import {
  cspMetaProblems,
  payloadFileProblems,
  siteProblems,
  unrequestedPayloadProblems,
} from './export-invariants';
import { externalizePayloads } from './externalize-payloads';
import { headOrderProblems, orderHeads } from './head-order';
import { inlineStyleProblems, inlineStyles } from './inline-styles';
import { linkProblems } from './link-check';
import { listFiles } from './list-files';
import { mergeStylesheets, mergedStylesheetProblems } from './merge-stylesheets';
import { ExportPassError, type ExportContext, type ExportPass } from './pass';
import { ROUTE_LOAD_FALLBACK } from './route-load-fallback';
import { removeUnrequestedPayloads } from './unrequested-payloads';
import { VERIFIED_WITH } from './verified-with';

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const files = (context: ExportContext) => listFiles(context.out);

/**
 * The pages' policies allow their inline scripts by hash, and out/_headers allows all of them. With the
 * payload moved to files they are the same few on every page; many distinct ones would mean per-page inline
 * data is back in the HTML.
 */
const MAX_INLINE_SCRIPTS = 40;

function distinctInlineScripts(context: ExportContext): Set<string> {
  const pages = files(context).filter((file) => file.endsWith('.html'));
  return new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))));
}

export const EXPORT_PASSES: readonly ExportPass[] = [
  {
    name: 'route-payload-files',
    what: "moves each page's inline route payload (self.__next_f.push scripts) to the payload file Next wrote beside it; a loader in <head> fetches it",
    verifiedWith: VERIFIED_WITH,
    apply(context) {
      const moved = externalizePayloads(context.out, context.basePath);
      if (moved.pages === 0)
        throw new ExportPassError(
          `out/: no page with an inline route payload found among ${moved.htmlFiles} HTML files.`,
        );
      return `moved the inline payload of ${moved.pages} pages to files (${MB(moved.inlineBytes)} of HTML).`;
    },
    check: (context) => payloadFileProblems(context.out, context.basePath, 0),
  },
  {
    name: 'unrequested-payloads',
    what: 'removes every __next.*.txt: segment files our on-intent prefetch never asks for, and __next._full.txt, a copy of index.txt',
    verifiedWith: VERIFIED_WITH,
    apply(context) {
      const pruned = removeUnrequestedPayloads(context.out, files(context));
      return `removed ${pruned.removed.length} payload files no browser requests (${MB(pruned.bytes)}).`;
    },
    check: (context) => unrequestedPayloadProblems(context.out),
  },
  {
    name: 'merge-stylesheets',
    what: 'merges the stylesheets every page links into one file and renames them in the route payloads',
    verifiedWith: VERIFIED_WITH,
    apply(context) {
      const merged = mergeStylesheets(context.out, context.basePath, files(context));
      return `merged the ${merged.parts.length} stylesheets of ${merged.pages} pages into ${merged.href} (named in ${merged.payloads} payloads).`;
    },
    check: (context) => mergedStylesheetProblems(context.out, files(context)),
  },
  {
    name: 'inline-guide-styles',
    what: "puts the stylesheet into each guide page's <head> instead of a render-blocking <link>; React adds the link on hydration",
    verifiedWith: VERIFIED_WITH,
    apply(context) {
      const inlined = inlineStyles(context.out, context.basePath, context.guidePages);
      return `inlined the stylesheet into ${inlined.pages} guide pages (${MB(inlined.bytes)} of HTML).`;
    },
    check: (context) => inlineStyleProblems(context.out, context.basePath, context.guidePages),
  },
  {
    name: 'compile-hints',
    what: 'marks the scripts the payload loader starts for eager background compilation (V8 compile hints)',
    verifiedWith: VERIFIED_WITH,
    needs: ['route-payload-files'],
    apply(context) {
      const hinted = addCompileHints(context.out, context.basePath, files(context));
      return `marked the ${hinted.length} scripts pages start with.`;
    },
    check: (context) => compileHintProblems(context.out, context.basePath, files(context)),
  },
  {
    name: 'head-order',
    what: "puts the <meta>/<link>/<title> elements React hoists into each page's head in one order (they arrive in render order, which varies between builds)",
    verifiedWith: VERIFIED_WITH,
    apply(context) {
      const heads = orderHeads(context.out, files(context));
      return `put the hoisted head elements of ${heads.pages} pages in order (${heads.changed} changed).`;
    },
    check: (context) => headOrderProblems(context.out, files(context)),
  },
  {
    name: 'csp-meta',
    what: "puts each page's Content-Security-Policy, with its inline scripts by hash, in a <meta> after <meta charset> (the last pass that changes HTML)",
    verifiedWith: null,
    apply(context) {
      const policed = addCspMetas(context.out, files(context), (scriptHashes) =>
        contentSecurityPolicy({ scriptHashes, delivery: 'meta' }),
      );
      return `put the policy into ${policed.pages} pages (at most ${policed.most.hashes} inline scripts by hash, on ${policed.most.page}).`;
    },
    check(context) {
      const problems = cspMetaProblems(context.out);
      const distinct = distinctInlineScripts(context).size;
      if (context.running.has('route-payload-files') && distinct > MAX_INLINE_SCRIPTS)
        problems.push(
          `out/: ${distinct} distinct inline scripts (expected at most ${MAX_INLINE_SCRIPTS}); the CSP lists each by hash, so per-page inline scripts must move to files.`,
        );
      return problems;
    },
  },
  {
    name: 'security-headers',
    what: "writes out/_headers; its policy allows every page's inline scripts by hash (or, with the payload left inline, 'unsafe-inline' next to each page's own hash-only <meta>)",
    verifiedWith: null,
    apply(context) {
      const scriptHashes = context.running.has('route-payload-files')
        ? [...distinctInlineScripts(context)]
        : undefined;
      writeFileSync(path.join(context.out, '_headers'), headersFile(securityHeaders({ scriptHashes })));
      return scriptHashes
        ? `its policy allows ${scriptHashes.length} inline scripts by hash.`
        : "its policy allows inline scripts ('unsafe-inline'); each page's <meta> policy still allows only its own by hash.";
    },
    check(context) {
      const file = path.join(context.out, '_headers');
      const policy = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (policy.includes("'unsafe-inline'") && !context.running.has('route-payload-files')) return [];
      return [...distinctInlineScripts(context)]
        .filter((hash) => !policy.includes(hash))
        .map((hash) => `out/_headers: its policy does not allow the inline script ${hash} of some page`);
    },
  },
  {
    name: 'site-invariants',
    what: 'checks that no content waits for an inline script, pages = sitemap + unlisted + noindex pages (and only those are noindex), and a production build has no test hooks',
    verifiedWith: null,
    apply: (context) =>
      `checks only${context.testHooks ? ' (test hooks built in: not for production)' : ''}.`,
    check: (context) =>
      siteProblems(context.out, {
        basePath: context.basePath,
        unlistedPages: context.unlistedPages,
        noindexPages: context.noindexPages,
        testHooks: context.testHooks,
      }),
  },
  {
    name: 'markdown-twins',
    what: `writes the Markdown twin of every page, ${LLMS_FILES.join(' and ')}`,
    verifiedWith: null,
    apply(context) {
      const markdown = writeMarkdown(context.out);
      return `wrote ${markdown.twins} Markdown twins, ${LLMS_FILES.join(' and ')}.`;
    },
    check: (context) => markdownTwinProblems(context.out),
  },
  {
    name: 'links',
    what: 'checks every internal link and #anchor of the HTML, the sitemap and the feeds (warnings fail with --strict)',
    verifiedWith: null,
    apply: () => 'checks only.',
    check: (context) => linkProblems(context.out, context.basePath, context.strict),
  },
];

/** Code shipped to the browser that depends on Next's requests; the unverified-versions notice names it too. */
export const BROWSER_PATCHES = [ROUTE_LOAD_FALLBACK] as const;
