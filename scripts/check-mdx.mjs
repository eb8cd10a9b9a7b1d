// Checks MDX files the way the site reads and compiles them (frontmatter, GFM, JSX) and reports syntax
// errors as file:line:col, with the same code the build uses, so content can be checked before a build.
// The build checks more (frontmatter fields, sidebars, links): `npm run prebuild` runs all of it.
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { formatMdxError, parseMdxSource } from '../lib/content/mdx-syntax.mjs';

const files = process.argv.slice(2);
let failed = 0;
for (const file of files) {
  try {
    const source = await readFile(file, 'utf8');
    parseMdxSource(source);
    await compile(source, { remarkPlugins: [remarkFrontmatter, remarkGfm] });
  } catch (error) {
    failed += 1;
    console.error(formatMdxError(file, error));
  }
}
console.log(`${files.length - failed} ok, ${failed} with errors`);
process.exit(failed ? 1 : 0);
