// Post-build step: writes the Markdown twin of every exported page next to it (`docs/x/index.html` →
// `docs/x.md`, see lib/markdown/page-markdown.ts), then /llms.txt and /llms-full.txt (every guide's
// twin in sidebar order). A page whose HTML has no <main> fails the step: its twin would be empty.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getApiModel } from '@/lib/api/model/load';
import { guideLinks, llmsTxt } from '@/lib/markdown/llms';
import { LLMS_FILES } from '@/lib/markdown/llms-files';
import { pageMarkdown } from '@/lib/markdown/page-markdown';
import { markdownTwinPath } from '@/lib/markdown/twin-path';
import { siteOrigin } from '@/lib/site/metadata';
import { siteConfig } from '@/lib/site-config';
import { listFiles } from './list-files';

/** Site path of an exported page file (`docs/x/index.html` → `/docs/x/`), or null for non-pages. */
function pagePath(out: string, file: string): string | null {
  const relative = path.relative(out, file).split(path.sep).join('/');
  if (relative !== 'index.html' && !relative.endsWith('/index.html')) return null;
  if (relative.startsWith('_not-found/') || relative.startsWith('404/')) return null;
  return `/${relative.slice(0, -'index.html'.length)}`;
}

/** The exported pages (site paths) and their files. */
function pages(out: string): Array<{ file: string; page: string }> {
  return listFiles(out).flatMap((file) => {
    const page = pagePath(out, file);
    return page === null ? [] : [{ file, page }];
  });
}

export function writeMarkdown(out: string): { twins: number; llmsBytes: number; fullBytes: number } {
  const twins = new Map<string, string>();
  for (const { file, page } of pages(out)) {
    const markdown = pageMarkdown(readFileSync(file, 'utf8'), `${siteOrigin}${page}`);
    if (markdown === null)
      throw new Error(
        `${path.relative(process.cwd(), file)}: no <main> element to write a Markdown twin from`,
      );
    twins.set(page, markdown);
    writeFileSync(path.join(out, markdownTwinPath(page)), markdown);
  }
  const llms = llmsTxt({
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    origin: siteOrigin,
    model: getApiModel(),
  });
  const full = guideLinks()
    .map((guide) => `${twins.get(guide.path) ?? ''}\nSource: ${siteOrigin}${guide.path}\n`)
    .join('\n---\n\n');
  const [indexFile, fullFile] = LLMS_FILES;
  writeFileSync(path.join(out, indexFile), llms);
  writeFileSync(path.join(out, fullFile), full);
  return { twins: twins.size, llmsBytes: Buffer.byteLength(llms), fullBytes: Buffer.byteLength(full) };
}

/** What the pass no longer finds: a page without its non-empty Markdown twin, or a missing llms file. */
export function markdownTwinProblems(out: string): string[] {
  const missing = (file: string) => !existsSync(file) || statSync(file).size === 0;
  return [
    ...pages(out)
      .map(({ page }) => path.join(out, markdownTwinPath(page)))
      .filter(missing)
      .map((file) => `${path.relative(process.cwd(), file)}: the page's Markdown twin is missing or empty`),
    ...LLMS_FILES.map((name) => path.join(out, name))
      .filter(missing)
      .map((file) => `${path.relative(process.cwd(), file)}: missing or empty`),
  ];
}
