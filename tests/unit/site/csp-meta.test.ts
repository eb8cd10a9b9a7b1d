import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCspMetas, CspMetaError, withCspMeta, withoutCspMeta } from '@/lib/export/csp-meta';
import { contentSecurityPolicy, scriptHash } from '@/lib/site/security-headers';
import { externalizePayloads } from '@/lib/export/externalize-payloads';
import { listFiles } from '@/lib/export/list-files';
import { API_PAGE_FILE, copyOfExport, PAGE_FILES } from './export-fixture';

const metaPolicy = (scriptHashes: string[]) =>
  contentSecurityPolicy({ scriptHashes, delivery: 'meta', hostedSearch: false });
const CHARSET = '<meta charSet="utf-8"/>';
const ELEMENT = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g;

/** The captured export after the payload step, with the policy put into its pages. */
function policedExport() {
  const out = copyOfExport();
  externalizePayloads(out, '');
  const summary = addCspMetas(out, listFiles(out), metaPolicy);
  return { out, summary, read: (file: string) => readFileSync(path.join(out, file), 'utf8') };
}

describe('the policy <meta> on the captured export', () => {
  it("comes directly after <meta charset>, before every script, with the page's inline scripts by hash", () => {
    const { summary, read } = policedExport();
    expect(summary.pages).toBe(PAGE_FILES.length);
    for (const file of PAGE_FILES) {
      const html = read(file);
      const [element, ...others] = [...html.matchAll(ELEMENT)];
      expect(others, file).toEqual([]);
      expect(element?.index, file).toBe(html.indexOf(CHARSET) + CHARSET.length);
      expect(element!.index).toBeLessThan(html.indexOf('<script'));
      const policy = element?.[1] ?? '';
      // The scripts Next and the payload step leave inline, hashed here from their text.
      const inline = [
        ...html.matchAll(
          /<script(?: data-route-payload="[^"]*" data-scripts="[^"]*"| id="_R_")?>(.*?)<\/script>/gs,
        ),
      ];
      expect(inline.length, file).toBeGreaterThanOrEqual(4);
      const hashes = [...new Set(inline.map((match) => scriptHash(match[1] ?? '')))].sort();
      expect(policy).toContain(`script-src 'self' ${hashes.join(' ')};`);
      expect(policy).not.toMatch(/unsafe-eval|frame-ancestors/);
      expect(policy).toMatch(/^default-src 'self'; script-src /);
    }
    expect(summary.scriptHashes.size).toBeGreaterThanOrEqual(summary.most.hashes);
  });

  it('is replaced, not added again, when the step runs on its own output', () => {
    const { out, read } = policedExport();
    const first = read(API_PAGE_FILE);
    addCspMetas(out, listFiles(out), metaPolicy);
    expect(read(API_PAGE_FILE)).toBe(first);
  });
});

describe('the policy <meta> on edge cases', () => {
  const page = (head: string, body = '') =>
    `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

  it('hashes scripts the browser runs, not JSON-LD or external scripts', () => {
    const html = page(
      `<meta charset="utf-8"><script src="/a.js" async=""></script><script>a()</script>`,
      `<script type="application/ld+json">{"@type":"WebSite"}</script><script type="module">b()</script>`,
    );
    const { html: policed, scriptHashes } = withCspMeta(html, 'x/index.html', metaPolicy);
    expect(scriptHashes).toEqual([scriptHash('a()'), scriptHash('b()')]);
    expect(policed).toContain(
      `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${[scriptHash('a()'), scriptHash('b()')].sort().join(' ')}; `,
    );
  });

  it('allows only this origin on a page without inline scripts', () => {
    const { html } = withCspMeta(page('<meta charset="utf-8">'), 'x/index.html', metaPolicy);
    expect([...html.matchAll(ELEMENT)][0]?.[1]).toContain("script-src 'self'; style-src");
  });

  it('stops with the page named when it has no <meta charset>', () => {
    expect(() =>
      withCspMeta(page('<title>t</title><script>a()</script>'), 'docs/x/index.html', metaPolicy),
    ).toThrow(
      new CspMetaError(
        "docs/x/index.html: no <meta charset> to put the Content-Security-Policy after (Next.js writes one first in every page's <head>).",
      ),
    );
  });

  it('stops when a script comes before <meta charset>', () => {
    expect(() =>
      withCspMeta(page('<script>a()</script><meta charset="utf-8">'), 'docs/x/index.html', metaPolicy),
    ).toThrow(/^docs\/x\/index\.html: a <script> comes before <meta charset>/);
  });

  it('stops when the page already carries a policy it did not write', () => {
    const foreign = `<meta charset="utf-8"><title>t</title><meta http-equiv="content-security-policy" content="default-src *">`;
    expect(() => withCspMeta(page(foreign), 'blog/index.html', metaPolicy)).toThrow(
      /^blog\/index\.html: it already carries a Content-Security-Policy <meta> this step did not write \(<meta http-equiv="content-security-policy" content="default-src \*">…\)/,
    );
  });

  it('removes every policy element for pages that drop their scripts', () => {
    const html = page(
      `<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="a"/><meta http-equiv='content-security-policy' content='b'><meta name="x">`,
    );
    expect(withoutCspMeta(html)).toBe(page('<meta charset="utf-8"><meta name="x">'));
  });
});
