import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FULL_PAYLOAD_COPY } from '@/lib/export/unrequested-payloads';
import { describe, expect, it } from 'vitest';
import {
  externalizePayload,
  FlightPayloadError,
  isExternalized,
  PAYLOAD_LOADER,
  readInlinePayload,
} from '@/lib/export/flight-payload';
import { externalizePayloads } from '@/lib/export/externalize-payloads';
import { API_PAGE, API_PAGE_FILE, copyOfExport, PAGE_FILES, readFixture } from './export-fixture';

const page = readFixture(API_PAGE_FILE);
const asyncScripts = (html: string) =>
  [...html.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((match) => match[1]);

describe('readInlinePayload on a page of the real export', () => {
  it("is exactly the text of the page's index.txt, which Next writes for client navigations", () => {
    expect(readInlinePayload(page, API_PAGE_FILE)).toBe(readFixture(`${API_PAGE.slice(1)}index.txt`));
    expect(readInlinePayload(readFixture('404.html'), '404.html')).toBe(readFixture('_not-found/index.txt'));
  });

  it('names the file when the bootstrap script is missing', () => {
    const html = page.replace('(self.__next_f=self.__next_f||[]).push([0])', '');
    expect(() => readInlinePayload(html, 'out/a/index.html')).toThrow(
      /^out\/a\/index\.html: no inline route payload found \(expected Next\.js's "<script>\(self\.__next_f=/,
    );
  });

  it('fails when the push scripts change shape, instead of returning an empty payload', () => {
    const html = page.replaceAll('<script>self.__next_f.push(', '<script>self.__next_f.add(');
    expect(() => readInlinePayload(html, 'a.html')).toThrow(
      new FlightPayloadError(
        'a.html: the inline route payload is empty (no self.__next_f.push([1, "…"]) scripts with text found).',
      ),
    );
  });

  it('rejects segments it does not understand instead of dropping them', () => {
    const html = page.replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
    expect(() => readInlinePayload(html, 'b.html')).toThrow(
      new FlightPayloadError(
        'b.html: unsupported inline payload segment [3,"AAEC"] (expected [1, "<text>"]).',
      ),
    );
  });
});

describe('externalizePayload on a page of the real export', () => {
  const html = externalizePayload(page, API_PAGE_FILE, `/base${API_PAGE}index.txt`);

  it('removes the inline payload and the bootstrap, keeps the other inline scripts', () => {
    expect(html).not.toContain('self.__next_f.push(');
    expect(html).not.toContain('.push([0])</script>');
    expect(html).toContain('<script id="_R_">'); // the bundler's runtime
    expect(html).toMatch(/<script>\(function [^<]*base-url-issue-banner/); // the head script
    expect(isExternalized(html)).toBe(true);
    expect(html.length).toBeLessThan(page.length - readFixture(`${API_PAGE.slice(1)}index.txt`).length);
  });

  it('hands the async scripts to the loader, in document order, without preloads of its own', () => {
    const scripts = asyncScripts(page);
    expect(scripts.length).toBeGreaterThan(3);
    expect(asyncScripts(html)).toEqual([]);
    expect(html).toContain(
      `<script data-route-payload="/base${API_PAGE}index.txt" data-scripts="${scripts.join(' ')}">${PAYLOAD_LOADER}</script>`,
    );
    // First in the head, before the stylesheets, which would hold an inline script (and its fetch) back.
    expect(html).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><script data-route-payload=/,
    );
    // Next preloaded some of them from the head; the loader preloads them all after the first paint.
    expect(page).toMatch(/<link rel="preload" as="script"/);
    for (const src of scripts) expect(html).not.toMatch(new RegExp(`<link rel="preload"[^>]* href="${src}"`));
  });

  it('escapes the payload URL in its attribute', () => {
    expect(externalizePayload(page, 'x.html', '/a"b&c/index.txt')).toContain(
      'data-route-payload="/a&quot;b&amp;c/index.txt"',
    );
  });

  it('fails with the file name when the head has no scripts to defer', () => {
    const bare = page.replace(/<script src="[^"]+" async=""><\/script>/g, '');
    expect(() => externalizePayload(bare, 'out/c.html', '/c.txt')).toThrow(
      'out/c.html: no Next.js <script src="…" async> tags found in <head>.',
    );
  });
});

describe('externalizePayloads over the captured export', () => {
  it("points each page at Next's payload file with the same text; a second run changes nothing", () => {
    const out = copyOfExport();
    const summary = externalizePayloads(out, '/base');
    expect(summary).toMatchObject({
      htmlFiles: PAGE_FILES.length,
      pages: PAGE_FILES.length,
      alreadyExternalized: 0,
      ownFiles: [],
    });
    const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
    expect(read(API_PAGE_FILE)).toContain(`data-route-payload="/base${API_PAGE}index.txt"`);
    expect(read('404.html')).toContain('data-route-payload="/base/_not-found/index.txt"');
    expect(externalizePayloads(out, '/base')).toMatchObject({
      pages: 0,
      alreadyExternalized: PAGE_FILES.length,
    });
  });

  it('writes a payload file next to a page whose payload matches none of Next’s files', () => {
    const out = copyOfExport();
    writeFileSync(path.join(out, '_not-found/index.txt'), 'drifted\n');
    // The copy the build removes is never a page's payload file, even when its text matches.
    expect(readFixture(`_not-found/${FULL_PAYLOAD_COPY}`)).toBe(readFixture('_not-found/index.txt'));
    const summary = externalizePayloads(out, '');
    expect(summary.ownFiles).toEqual(['404.html']);
    expect(readFileSync(path.join(out, '404.payload.txt'), 'utf8')).toBe(readFixture('_not-found/index.txt'));
    expect(readFileSync(path.join(out, '404.html'), 'utf8')).toContain(
      'data-route-payload="/404.payload.txt"',
    );
  });
});
