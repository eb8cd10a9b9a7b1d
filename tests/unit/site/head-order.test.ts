import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headOrderProblems, HeadOrderError, orderHeads, withHeadOrder } from '@/lib/export/head-order';
import { GUIDE_PAGE, readFixture } from './export-fixture';
import { tempDir } from '../temp-dir';

const CSS = '<link rel="stylesheet" href="/_next/static/chunks/merged.css" data-precedence="next"/>';
const SEARCH =
  '<link rel="search" type="application/opensearchdescription+xml" title="Celerity" href="/opensearch.xml"/>';
const THEME = [
  '<meta name="theme-color" content="#f58b69" media="(prefers-color-scheme: light)"/>',
  '<meta name="theme-color" content="#16181d" media="(prefers-color-scheme: dark)"/>',
];
const METADATA = [
  '<title>Ranges | Celerity</title>',
  '<meta name="description" content="d"/>',
  '<link rel="icon" href="/favicon.ico"/>',
];
const REFRESH = '<meta http-equiv="refresh" content="0; url=/docs/x/"/>';

const page = (hoisted: string[]) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${CSS}${hoisted.join('')}<script>x()</script></head><body><meta name="x"/></body></html>`;

describe('head-order: the hoisted head elements in one order', () => {
  it('gives the same head whichever order the render finished in', () => {
    const expected = page([...THEME, ...METADATA, SEARCH, REFRESH]);
    for (const arrival of [
      [SEARCH, ...THEME, ...METADATA, REFRESH],
      [...THEME, SEARCH, ...METADATA, REFRESH],
      [...METADATA, SEARCH, REFRESH, ...THEME],
      [REFRESH, ...METADATA, ...THEME, SEARCH],
    ])
      expect(withHeadOrder(page(arrival))).toBe(expected);
  });

  it('keeps the order within each group, and the body as it is', () => {
    const swapped = [THEME[1]!, ...METADATA.slice().reverse(), THEME[0]!];
    const result = withHeadOrder(page(swapped))!;
    expect(result).toBe(page([THEME[1]!, THEME[0]!, ...METADATA.slice().reverse()]));
    expect(result.endsWith('<body><meta name="x"/></body></html>')).toBe(true);
  });

  it('orders the captured guide, whose OpenSearch link came before the viewport tags', () => {
    const html = readFixture(`${GUIDE_PAGE.slice(1)}index.html`);
    expect(html.indexOf('rel="search"')).toBeLessThan(html.indexOf('name="theme-color"'));
    const result = withHeadOrder(html)!;
    expect(result.length).toBe(html.length);
    expect(result.indexOf('name="theme-color"')).toBeLessThan(result.indexOf('<title>'));
    expect(result.indexOf('<title>')).toBeLessThan(result.indexOf('rel="search"'));
    expect(withHeadOrder(result)).toBe(result);
  });

  it('reports a page out of order, and fails when no page has the run it expects', () => {
    const dir = tempDir('head-order-');
    const file = path.join(dir, 'index.html');
    writeFileSync(file, page([SEARCH, ...THEME, METADATA[0]!]));
    expect(headOrderProblems(dir, [file])).toEqual([
      "index.html: its hoisted <head> elements are not in a fixed order (viewport tags, metadata, the site's own)",
    ]);
    expect(orderHeads(dir, [file])).toEqual({ pages: 1, changed: 1 });
    expect(readFileSync(file, 'utf8')).toBe(page([...THEME, METADATA[0]!, SEARCH]));
    expect(headOrderProblems(dir, [file])).toEqual([]);

    writeFileSync(file, '<html><head><meta charSet="utf-8"/></head><body><title>t</title></body></html>');
    expect(() => orderHeads(dir, [file])).toThrow(HeadOrderError);
    expect(() => orderHeads(dir, [file])).toThrow(/no page has a <title> in its <head>/);
  });
});
