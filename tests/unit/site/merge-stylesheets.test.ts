import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  concatStylesheets,
  linkedStylesheets,
  mergedStylesheetProblems,
  mergeStylesheets,
  MergeStylesheetsError,
} from '@/lib/export/merge-stylesheets';
import { tempDir, writeIn } from '../temp-dir';

const link = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const page = (hrefs: string[]) =>
  `<!DOCTYPE html><html><head>${hrefs.map(link).join('')}</head><body>x</body></html>`;
const payload = (hrefs: string[]) =>
  `0:{"c":[${hrefs.map((href, i) => `["$","link","${i}",{"rel":"stylesheet","href":"${href}","precedence":"next"}]`).join(',')}]}\n`;

/** An export in a temporary folder: `pages` (path → linked hrefs), CSS files and one payload per page. */
function exportWith(
  pages: Record<string, string[]>,
  css: Record<string, string>,
): { dir: string; files: string[] } {
  const dir = tempDir('merge-css-');
  const files: string[] = [];
  const write = (relative: string, text: string) => files.push(writeIn(dir, relative, text));
  for (const [name, text] of Object.entries(css)) write(`_next/static/chunks/${name}`, text);
  for (const [route, hrefs] of Object.entries(pages)) {
    write(`${route}index.html`, page(hrefs));
    write(`${route}index.txt`, payload(hrefs));
  }
  return { dir, files };
}

const A = '/_next/static/chunks/a.css';
const B = '/_next/static/chunks/b.css';

describe('mergeStylesheets', () => {
  it('links one file with the parts in order and renames the parts in the payloads', () => {
    const { dir, files } = exportWith(
      { '': [A, B], 'docs/': [A, B] },
      { 'a.css': '.a{color:red}\n', 'b.css': '.b{}' },
    );
    const summary = mergeStylesheets(dir, '', files);
    expect(summary).toMatchObject({ parts: [A, B], pages: 2, payloads: 2 });
    const href = summary.href ?? '';
    expect(href).toMatch(/^\/_next\/static\/chunks\/merged-[0-9a-f]{16}\.css$/);
    expect(readFileSync(path.join(dir, href), 'utf8')).toBe('.a{color:red}\n.b{}\n');
    const html = readFileSync(path.join(dir, 'docs/index.html'), 'utf8');
    expect(linkedStylesheets(html)).toEqual([href]);
    const text = readFileSync(path.join(dir, 'docs/index.txt'), 'utf8');
    expect(text).not.toContain(A);
    expect(text.split(`"href":"${href}"`)).toHaveLength(3);
    expect(mergedStylesheetProblems(dir, [...files, path.join(dir, href)])).toEqual([]);
    // A second run finds one stylesheet: nothing to merge is a failure, not a silent success.
    expect(() => mergeStylesheets(dir, '', files)).toThrow(
      'index.html: links 1 stylesheet, so there is nothing to merge',
    );
  });

  it('refuses pages that link different lists, naming one, and changes nothing', () => {
    const { dir, files } = exportWith({ '': [A, B], 'docs/': [A] }, { 'a.css': '.a{}', 'b.css': '.b{}' });
    expect(() => mergeStylesheets(dir, '', files)).toThrow(
      `docs/index.html: links ${A}, but index.html links ${A}, ${B}; pages that link different lists cannot share one merged file.`,
    );
    expect(linkedStylesheets(readFileSync(path.join(dir, 'index.html'), 'utf8'))).toEqual([A, B]);
    expect(mergedStylesheetProblems(dir, files)).toEqual([
      `index.html: links ${A}, ${B}, not one merged stylesheet`,
      `docs/index.html: links ${A}, not one merged stylesheet`,
    ]);
  });

  it('refuses a part that must start a stylesheet', () => {
    expect(() =>
      concatStylesheets([
        { href: A, css: '.a{}' },
        { href: B, css: '@import url(x.css);' },
      ]),
    ).toThrow(MergeStylesheetsError);
  });
});
