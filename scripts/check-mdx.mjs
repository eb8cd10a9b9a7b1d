// Compiles MDX files the way the site does (frontmatter stripped, GFM on) and
// reports syntax errors with file:line, so content can be checked before a build.
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

const files = process.argv.slice(2);
let failed = 0;
for (const file of files) {
  try {
    await compile(await readFile(file, 'utf8'), { remarkPlugins: [remarkFrontmatter, remarkGfm] });
  } catch (error) {
    failed += 1;
    const where = error.line ? `${file}:${error.line}:${error.column ?? 0}` : file;
    console.error(`${where}: ${error.reason ?? error.message}`);
  }
}
console.log(`${files.length - failed} ok, ${failed} with errors`);
process.exit(failed ? 1 : 0);
