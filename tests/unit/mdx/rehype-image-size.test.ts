import { writeFileSync } from 'node:fs';
import path from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeImageSize from '@/lib/mdx/rehype-image-size.mjs';
import { tempDir } from '../temp-dir';

const publicDir = tempDir('image-size-');
writeFileSync(
  path.join(publicDir, 'wide.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 200"><rect width="640" height="200"/></svg>',
);
writeFileSync(path.join(publicDir, 'empty.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');

const render = (markdown: string, options: { publicDir?: string } = { publicDir }) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeImageSize, options)
      .use(rehypeStringify)
      .processSync(new VFile({ path: 'content/docs/page.mdx', value: markdown })),
  );

describe('rehypeImageSize', () => {
  it("gives a site image its file's width and height, and leaves other images alone", () => {
    expect(render('![A wide one](/wide.svg)')).toContain(
      '<img src="/wide.svg" alt="A wide one" width="640" height="200">',
    );
    expect(render('![Remote](https://example.org/x.png)')).toContain(
      '<img src="https://example.org/x.png" alt="Remote">',
    );
  });

  it('fails with the page, the line and the file for an image that is missing or has no size', () => {
    expect(() => render('Text.\n\n![Gone](/img/gone.svg)')).toThrow(
      /^content\/docs\/page\.mdx:3: image no such file in public\/: \/img\/gone\.svg/,
    );
    expect(() => render('![Empty](/empty.svg)')).toThrow(
      "content/docs/page.mdx:1: image /empty.svg: could not read the image's width and height",
    );
  });

  it("reads the site's own public/ by default", () => {
    expect(render('![Row split](/img/docs/tutorial-row-split.svg)', {})).toContain(
      'width="700" height="360"',
    );
  });
});
