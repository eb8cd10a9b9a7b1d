import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCspMetas } from '@/lib/export/csp-meta';
import { contentSecurityPolicy, scriptHash } from '@/lib/site/security-headers';
import { TEST_CRASH_STORAGE_KEY } from '@/lib/site/test-hooks';
import {
  cspMetaProblems,
  payloadFileProblems,
  siteProblems,
  unrequestedPayloadProblems,
  type ExportExpectations,
} from '@/lib/export/export-invariants';
import { externalizePayloads } from '@/lib/export/externalize-payloads';
import { listFiles } from '@/lib/export/list-files';
import { FULL_PAYLOAD_COPY, removeUnrequestedPayloads } from '@/lib/export/unrequested-payloads';
import { API_PAGE, API_PAGE_FILE, copyOfExport, PAYLOAD_DIRS, readFixture } from './export-fixture';

interface Breakage {
  /** Applied to the raw export, before the payload step. */
  before?: (out: string) => void;
  /** Applied after the payload step and the policy <meta> step. */
  after?: (out: string) => void;
  expectations?: Partial<ExportExpectations> & { ownPayloadAllowance?: number };
  /** Skip the removal of the payload files no browser requests (which the post-build step runs). */
  keepUnrequested?: boolean;
}

/**
 * The problems the checks of the passes find in the captured export, broken as asked. Its sitemap leaves
 * out 404.html.
 */
function problems({ before, after, expectations = {}, keepUnrequested }: Breakage = {}) {
  const out = copyOfExport();
  before?.(out);
  externalizePayloads(out, '');
  if (!keepUnrequested) removeUnrequestedPayloads(out, listFiles(out));
  addCspMetas(out, listFiles(out), (scriptHashes) =>
    contentSecurityPolicy({ scriptHashes, delivery: 'meta', hostedSearch: false }),
  );
  after?.(out);
  const { ownPayloadAllowance = 0, ...site } = expectations;
  return [
    ...payloadFileProblems(out, '', ownPayloadAllowance),
    ...unrequestedPayloadProblems(out),
    ...cspMetaProblems(out),
    ...siteProblems(out, {
      basePath: '',
      unlistedPages: ['/404.html'],
      noindexPages: [],
      testHooks: false,
      ...site,
    }),
  ];
}

const edit = (out: string, file: string, change: (text: string) => string) =>
  writeFileSync(path.join(out, file), change(readFileSync(path.join(out, file), 'utf8')));

describe('the export invariants on the captured export', () => {
  it('hold for the real output', () => {
    expect(problems()).toEqual([]);
  });

  it('require unreleased docs to be noindex and out of the sitemap, and nothing else to be noindex', () => {
    const noindex = (out: string) =>
      edit(out, API_PAGE_FILE, (html) =>
        html.replace('<head>', '<head><meta name="robots" content="noindex, follow"/>'),
      );
    expect(problems({ expectations: { noindexPages: [API_PAGE] } })).toEqual([
      `${API_PAGE}: a noindex page (unreleased docs, old URL) without robots noindex (invariant: noindex pages are marked and not in the sitemap)`,
      `${API_PAGE}: a noindex page in the sitemap (invariant: noindex pages are marked and not in the sitemap)`,
    ]);
    expect(problems({ after: noindex })).toEqual([
      `${API_PAGE}: robots noindex on a page that should be indexed (invariant: noindex pages are marked and not in the sitemap)`,
    ]);
  });

  it("fail when a page's payload file is empty", () => {
    expect(problems({ after: (out) => writeFileSync(path.join(out, '_not-found/index.txt'), '') })).toEqual([
      "404.html: its route payload /_not-found/index.txt is empty (invariant: every page's route payload is a non-empty file)",
    ]);
  });

  it('fail when a page kept its inline payload', () => {
    const restore = (out: string) => writeFileSync(path.join(out, API_PAGE_FILE), readFixture(API_PAGE_FILE));
    expect(problems({ after: restore })).toEqual([
      `${API_PAGE_FILE}: it does not load its route payload from a file (invariant: every page's route payload is a non-empty file)`,
      `${API_PAGE_FILE}: it carries 0 Content-Security-Policy <meta> elements, not 1 (invariant: every page's policy <meta> comes first and allows exactly its inline scripts)`,
    ]);
  });

  it("fail when Next's payload files drift from the inline payload, naming the page", () => {
    // Both copies of the whole payload drift together, as they would with another Next.js.
    const drift = (out: string) =>
      [`index.txt`, FULL_PAYLOAD_COPY].forEach((name) =>
        edit(out, `${API_PAGE.slice(1)}${name}`, (text) => `${text}\n`),
      );
    expect(problems({ before: drift })).toEqual([
      `${API_PAGE_FILE}: its payload matches none of Next's payload files, so it got one of its own (allowed: 0) (invariant: pages load Next's own payload files)`,
    ]);
    // An explicit allowance lets a known page through.
    expect(problems({ before: drift, expectations: { ownPayloadAllowance: 1 } })).toEqual([]);
  });

  it.each([
    ['$RC(', '<script>$RC("B:0","S:0")</script>'],
    ['<template id="B:', '<!--$?--><template id="B:0"></template><!--/$-->'],
  ])('fail when a page still has %s for an inline script to reveal', (marker, markup) => {
    const leave = (out: string) =>
      edit(out, API_PAGE_FILE, (html) => html.replace('</main>', `${markup}</main>`));
    expect(problems({ before: leave })).toEqual([
      `${API_PAGE_FILE}: it contains "${marker}" (invariant: no content waits for an inline script to reveal it)`,
    ]);
  });

  it('fail when the exported pages and the sitemap differ, both ways', () => {
    expect(problems({ expectations: { unlistedPages: [] } })).toEqual([
      // Next marks its not-found page noindex: only unlisted pages may be.
      '/404.html: robots noindex on a page that should be indexed (invariant: noindex pages are marked and not in the sitemap)',
      '/404.html: exported but neither in the sitemap nor a known unlisted page (invariant: pages = sitemap + unlisted)',
    ]);
    expect(
      problems({
        before: (out) =>
          edit(out, 'sitemap.xml', (xml) =>
            xml.replace('</urlset>', '<url><loc>https://h.org/docs/gone/</loc></url></urlset>'),
          ),
      }),
    ).toEqual(['/docs/gone/: listed but not exported (invariant: pages = sitemap + unlisted)']);
  });

  it('fail when a payload file no browser requests is left in the export, naming each', () => {
    const left = problems({ keepUnrequested: true });
    for (const dir of PAYLOAD_DIRS)
      for (const name of [FULL_PAYLOAD_COPY, '__next._tree.txt'])
        expect(left).toContain(
          `${dir}${name}: a payload file no browser requests is still there (invariant: no __next.*.txt in the export)`,
        );
    expect(
      left.every((problem) => /__next\.[^/]*\.txt: a payload file no browser requests/.test(problem)),
    ).toBe(true);
  });

  const CSP_INVARIANT =
    "(invariant: every page's policy <meta> comes first and allows exactly its inline scripts)";
  const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

  it.each([
    [
      'is missing',
      (html: string) => html.replace(META, ''),
      'it carries 0 Content-Security-Policy <meta> elements, not 1',
    ],
    [
      'is there twice',
      (html: string) => html.replace(META, (meta) => meta + meta),
      'it carries 2 Content-Security-Policy <meta> elements, not 1',
    ],
    [
      'comes after a script',
      (html: string) => html.replace(META, '').replace('</head>', `${META.exec(html)?.[0]}</head>`),
      'a <script> comes before its policy <meta>',
    ],
    [
      'is in the body',
      (html: string) => html.replace(META, '').replace('<body>', `<body>${META.exec(html)?.[0]}`),
      'its policy <meta> is not in <head>',
    ],
    [
      'carries a directive only a header can',
      (html: string) =>
        html.replace(META, (meta) => meta.replace('default-src', "frame-ancestors 'none'; default-src")),
      'its policy <meta> has frame-ancestors',
    ],
  ])("fail when a page's policy <meta> %s", (_, change, problem) => {
    expect(problems({ after: (out) => edit(out, API_PAGE_FILE, change) })).toEqual([
      `${API_PAGE_FILE}: ${problem} ${CSP_INVARIANT}`,
    ]);
  });

  it('fail when an inline script changes after the policy was written, or the policy allows more', () => {
    const turbopack = /<script id="_R_">(.*?)<\/script>/s.exec(readFixture(API_PAGE_FILE))?.[1] ?? '';
    expect(turbopack).not.toBe('');
    const changeScript = (html: string) => html.replace('<script id="_R_">', '<script id="_R_">;');
    expect(problems({ after: (out) => edit(out, API_PAGE_FILE, changeScript) })).toEqual([
      `${API_PAGE_FILE}: its script-src lacks ${scriptHash(`;${turbopack}`)} (of its inline scripts or 'self'); its script-src allows ${scriptHash(turbopack)}, which is no inline script of it ${CSP_INVARIANT}`,
    ]);
    const unsafe = (html: string) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");
    expect(problems({ after: (out) => edit(out, '404.html', unsafe) })).toEqual([
      `404.html: its script-src allows 'unsafe-inline', which is no inline script of it ${CSP_INVARIANT}`,
    ]);
  });

  it('fail when a production build contains a test hook', () => {
    const withHook = (out: string) =>
      writeFileSync(path.join(out, 'chunk.js'), `x("${TEST_CRASH_STORAGE_KEY}")`);
    expect(problems({ before: withHook })).toEqual([
      `chunk.js: it contains the test hook key "${TEST_CRASH_STORAGE_KEY}" (invariant: no test hooks in production)`,
    ]);
    expect(problems({ before: withHook, expectations: { testHooks: true } })).toEqual([]);
  });
});
