import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inlineStyleProblems,
  inlineStyles,
  InlineStylesError,
  withInlineStylesheets,
} from '@/lib/export/inline-styles';
import { tempDir } from '../temp-dir';

const LINK = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const DISABLED = (href: string) =>
  `<link rel="stylesheet" href="${href}" data-precedence="next" media="not all" disabled=""/>`;
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>t</title></head><body><p>x</p></body></html>`;
const CSS: Record<string, string> = { '/a.css': 'body{color:red}', '/b.css': 'p>a{color:blue}' };

describe('inline-guide-styles', () => {
  it('replaces each stylesheet link of the head by the stylesheet and the link disabled, in order', () => {
    expect(withInlineStylesheets(page(LINK('/a.css') + LINK('/b.css')), 'x.html', (href) => CSS[href]!)).toBe(
      page(
        `<style data-inlined-from="/a.css">body{color:red}</style>${DISABLED('/a.css')}<style data-inlined-from="/b.css">p>a{color:blue}</style>${DISABLED('/b.css')}`,
      ),
    );
  });

  it('refuses a page without a stylesheet link and a stylesheet that contains "<"', () => {
    expect(() => withInlineStylesheets(page(''), 'docs/x/index.html', () => '')).toThrow(
      new InlineStylesError(
        'docs/x/index.html: expected a stylesheet <link> with data-precedence in <head>, found none',
      ),
    );
    expect(() =>
      withInlineStylesheets(page(LINK('/a.css')), 'x.html', () => 'a::after{content:"</style>"}'),
    ).toThrow('/a.css: contains "<"');
  });

  it('inlines only the pages it is given, and its check tells a page it did not reach', () => {
    const out = tempDir('inline-styles-');
    writeFileSync(path.join(out, 'a.css'), CSS['/a.css']!);
    for (const dir of ['docs/guide', 'docs/api/x']) {
      mkdirSync(path.join(out, dir), { recursive: true });
      writeFileSync(path.join(out, dir, 'index.html'), page(LINK('/a.css')));
    }
    expect(inlineStyleProblems(out, '', ['/docs/guide/'])).toEqual([
      'docs/guide/index.html: still links a stylesheet (render-blocking)',
    ]);
    expect(inlineStyles(out, '', ['/docs/guide/'])).toMatchObject({ pages: 1 });
    expect(inlineStyleProblems(out, '', ['/docs/guide/'])).toEqual([]);
    expect(readFileSync(path.join(out, 'docs/api/x/index.html'), 'utf8')).toBe(page(LINK('/a.css')));
    const guide = path.join(out, 'docs/guide/index.html');
    const inlined = readFileSync(guide, 'utf8');
    writeFileSync(guide, inlined.replace(DISABLED('/a.css'), ''));
    expect(inlineStyleProblems(out, '', ['/docs/guide/'])).toEqual([
      'docs/guide/index.html: no disabled <link> for /a.css (React would add the stylesheet on hydration)',
    ]);
    writeFileSync(guide, inlined);
    writeFileSync(path.join(out, 'a.css'), 'body{color:green}');
    expect(inlineStyleProblems(out, '', ['/docs/guide/'])).toEqual([
      'docs/guide/index.html: its inlined stylesheet differs from /a.css',
    ]);
  });
});
