import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '@/lib/export/list-files';

// The site's stylesheets load no images. For an SVG image in a stylesheet (a mask or background
// `url(data:image/svg+xml…)` or `url(….svg)`) Chromium builds a separate document during the page's first
// style recalculation, the task Lighthouse's TBT counts on long guides; icons are inline SVG or clip paths.

const ROOT = join(__dirname, '../../..');

const stylesheets = (dir: string) => listFiles(dir).filter((file) => file.endsWith('.css'));

/** A `url(…)` that is not a reference to an element of the page (`url(#id)`). */
const IMAGE_URL = /url\(\s*(?!['"]?#)/;

/** `file:line: text` of each image `url(…)` outside comments (blanked, keeping the line numbers). */
function imageUrls(file: string): string[] {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .split('\n')
    .flatMap((line, index) =>
      IMAGE_URL.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('stylesheets', () => {
  it('finds the stylesheets of app/ and components/', () => {
    expect(stylesheets(join(ROOT, 'components')).length).toBeGreaterThan(20);
  });

  it('load no images', () => {
    const found = ['app', 'components'].flatMap((dir) => stylesheets(join(ROOT, dir))).flatMap(imageUrls);
    expect(found).toEqual([]);
  });

  it('tell an image from a reference to an element of the page', () => {
    expect(IMAGE_URL.test('  mask: url("data:image/svg+xml,%3Csvg%3E") center;')).toBe(true);
    expect(IMAGE_URL.test('  background: url(/img/logo.svg);')).toBe(true);
    expect(IMAGE_URL.test('  fill: url(#stripes);')).toBe(false);
  });
});
