import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_WINDOW_BYTES,
  inlineStylesheet,
  inlineStylesheetWhereFree,
  inliningIsFree,
  InlineStylesheetError,
  SECOND_WINDOW_BYTES,
} from '@/lib/site/inline-stylesheet';

const HREF = '/_next/static/chunks/merged-0123456789abcdef.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const CSS = 'body{color:#111}.a{margin:0}';
const page = (body: string) => `<!DOCTYPE html><html><head>${LINK}</head><body>${body}</body></html>`;

/** Text that gzip cannot shrink much: `bytes` characters of pseudo-random words. */
function incompressible(bytes: number, seed = 7): string {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += state.toString(36);
  }
  return text.slice(0, bytes);
}

describe('inliningIsFree', () => {
  it('inlines only into pages past the first window whose total stays within the second', () => {
    expect(inliningIsFree(FIRST_WINDOW_BYTES, 8000)).toBe(false);
    expect(inliningIsFree(FIRST_WINDOW_BYTES + 1, 8000)).toBe(true);
    expect(inliningIsFree(SECOND_WINDOW_BYTES - 8000, 8000)).toBe(true);
    expect(inliningIsFree(SECOND_WINDOW_BYTES - 7999, 8000)).toBe(false);
  });
});

describe('inlineStylesheet', () => {
  it('puts the CSS where the link was and the link at the end of the body', () => {
    expect(inlineStylesheet(page('<p>x</p>'), HREF, CSS, 'x.html')).toBe(
      `<!DOCTYPE html><html><head><style data-inlined="${HREF}">${CSS}</style></head><body><p>x</p>${LINK}</body></html>`,
    );
  });

  it('names the page when the link is not in its head', () => {
    const html = `<html><head></head><body>${LINK}</body></html>`;
    expect(() => inlineStylesheet(html, HREF, CSS, 'out/a/index.html')).toThrow(
      new InlineStylesheetError(`out/a/index.html: expected ${LINK} in <head> and a </body>.`),
    );
  });

  it('refuses CSS that would close the style element', () => {
    expect(() => inlineStylesheet(page(''), HREF, 'a::after{content:"</style>"}', 'x.html')).toThrow(
      /contains "<\/style", which cannot be inlined/,
    );
  });
});

describe('inlineStylesheetWhereFree', () => {
  it('rewrites the large pages of an export and leaves the small ones alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
    const write = (relative: string, text: string) => {
      const file = path.join(dir, relative);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    };
    write(HREF, `${CSS}\n`);
    const small = write('api/index.html', page('<p>short</p>'));
    const large = write('guide/index.html', page(`<p>${incompressible(30_000)}</p>`));
    const huge = write('tutorial/index.html', page(`<p>${incompressible(80_000)}</p>`));
    const summary = inlineStylesheetWhereFree(dir, '', HREF, [small, large, huge]);
    expect(summary.pages).toEqual([large]);
    expect(readFileSync(large, 'utf8')).toContain(`<style data-inlined="${HREF}">${CSS}</style>`);
    expect(readFileSync(small, 'utf8')).toBe(page('<p>short</p>'));
    expect(readFileSync(huge, 'utf8')).not.toContain('<style');
  });
});
